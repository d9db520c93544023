import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { FIELDS_TEXTS } from '../messages';
import type { useWalk } from '../hooks/use-walk';
import { goodFix } from '../walk-track';

type Walk = ReturnType<typeof useWalk>;

/** What the GPS says now: no fix yet, its accuracy, or too weak to keep points. */
function FixStatus({ walk }: { walk: Walk }) {
  const { latest } = walk.track;
  if (!latest) return <FormattedMessage id="field-app.walk.waiting" />;
  const metres = Math.round(latest.accuracy);
  return <FormattedMessage id={goodFix(latest) ? 'field-app.walk.accuracy' : 'field-app.walk.weak'} values={{ metres }} />;
}

/**
 * Walking a field's edge (the sheet on a phone): the live accuracy and the points kept, Pause/Resume, Undo last
 * point, Finish (refused with the reason while the walk is not a field yet) and Cancel.
 */
export function WalkPanel({ walk }: { walk: Walk }) {
  const intl = useIntl();
  const weak = walk.track.latest !== null && !goodFix(walk.track.latest);
  const refusal = walk.result && !walk.result.ok ? walk.result.reason : null;
  return (
    <Box role="region" aria-label={intl.formatMessage({ id: 'field-app.walk.start' })} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">
        <FormattedMessage id="field-app.walk.start" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="field-app.walk.hint" />
      </Typography>
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="h6" component="span" color={weak ? 'error' : 'text.primary'} data-testid="walk-accuracy">
          <FixStatus walk={walk} />
        </Typography>
        <Typography variant="body2" component="span" data-testid="walk-points">
          <FormattedMessage id="field-app.walk.points" values={{ count: walk.track.points.length }} />
        </Typography>
      </Box>
      {walk.denied && <Alert severity="error">{intl.formatMessage({ id: 'field-app.walk.denied' })}</Alert>}
      {refusal && <Alert severity="warning">{intl.formatMessage({ id: refusal === 'tooFew' ? 'field-app.walk.tooFew' : 'field-app.walk.invalid' })}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={walk.stop}>
          <FormattedMessage id={FIELDS_TEXTS.cancelDrawing} />
        </Button>
        <Button onClick={walk.undo} disabled={walk.track.points.length === 0}>
          <FormattedMessage id="field-app.walk.undo" />
        </Button>
        <Button variant="outlined" onClick={walk.pause}>
          <FormattedMessage id={walk.track.paused ? 'field-app.walk.resume' : 'field-app.walk.pause'} />
        </Button>
        <Button variant="contained" onClick={walk.finish}>
          <FormattedMessage id={FIELDS_TEXTS.finishDrawing} />
        </Button>
      </Box>
    </Box>
  );
}
