import { useCallback, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import type { PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import type { DrawHandle } from '../components/draw-tool';
import { FIELDS_TEXTS } from '../messages';

type DrawPhase = 'idle' | 'drawing' | 'drawn';

/** Drawing a field on the dashboard map: idle, placing corners, then a closed boundary to name and save. */
export function useDrawSession() {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const drawRef = useRef<DrawHandle>(null);
  // The outline as its corners move: its area is shown while it is named.
  const [shape, setShape] = useState<PolygonGeometry | null>(null);

  const onDrawn = useCallback((geometry: PolygonGeometry | null) => {
    setShape(geometry);
    setPhase(geometry ? 'drawn' : 'drawing');
  }, []);
  const start = useCallback(() => setPhase('drawing'), []);
  const stop = useCallback(() => {
    setShape(null);
    setPhase('idle');
  }, []);
  const finish = () => {
    if (!drawRef.current?.finish()) enqueueSnackbar(intl.formatMessage({ id: FIELDS_TEXTS.drawNotClosed }), { variant: 'warning' });
  };
  const geometry = () => drawRef.current?.geometry() ?? null;

  return { phase, drawing: phase !== 'idle', drawRef, shape, onDrawn, start, stop, finish, geometry };
}
