import 'leaflet/dist/leaflet.css';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import InsightsIcon from '@mui/icons-material/Insights';
import { useSnackbar } from 'notistack';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { fieldDeselected, fieldSelected } from '../../../lib/context-slice';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../../lib/team-access';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useListFieldsQuery } from '../../../api/fields';
import { boundsOf } from '../../../lib/geometry';
import { useDrawSession } from '../hooks/use-draw-session';
import { useFieldUpload } from '../hooks/use-field-upload';
import { useFieldsExport } from '../hooks/use-fields-export';
import { useFillHeight } from '../hooks/use-fill-height';
import { useMapFocus } from '../hooks/use-map-focus';
import { FIELDS_TEXTS } from '../messages';
import { AddFieldDialog } from './add-field-dialog';
import { ControlsBar } from './controls-bar';
import { DashboardEmptyState } from './dashboard-empty-state';
import { DashboardToolbar } from './dashboard-toolbar';
import { DrawPanel } from './draw-panel';
import { EditFieldDialog } from './edit-field-dialog';
import { FieldListDialog } from './field-list-dialog';
import FieldsMap from './fields-map';

const EMPTY: readonly Field[] = [];

/** What other features show on the dashboard; the app composes them (the fields feature knows none of them). */
interface DashboardSlots {
  /** Drawn inside the map, over the fields (the index overlay). */
  mapLayers?: (fields: readonly Field[]) => ReactNode;
  /** Shown over the map (the index legend and its status). */
  mapPanel?: ReactNode;
  /** The analysis of the selected field, opened by the floating button. */
  analysis?: (field: Field, onClose: () => void) => ReactNode;
}

/**
 * /dashboard (spec 2 §2.1): the add/view fields menu, the map (about 80 % of the height) with the team's fields,
 * the controls bar, and the floating analysis button; a team without fields sees what to do first.
 */
export default function DashboardPage({ mapLayers, mapPanel, analysis }: DashboardSlots) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: FIELDS_TEXTS.dashboardTitle }));
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const selectedId = useAppSelector((state) => state.sessionContext.selectedFieldId);
  const list = useListFieldsQuery();
  const fields = list.data ?? EMPTY;
  const selected = useMemo(() => fields.find((field) => field.id === selectedId) ?? null, [fields, selectedId]);

  const [dialog, setDialog] = useState<'add' | 'list' | null>(null);
  const [editing, setEditing] = useState<Field | null>(null);
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const fill = useFillHeight();
  const { focus, focusOn, focusOnUploaded } = useMapFocus(fields);
  const upload = useFieldUpload(focusOnUploaded);
  const draw = useDrawSession();
  const exports = useFieldsExport();
  // Upload and draw only for a role that may add fields (the server refuses the rest).
  const canAdd = useCan()('field.add_field');

  const select = useCallback(
    (field: Field) => dispatch(fieldSelected({ id: field.id, centroid: field.centroid, coordinates: field.coordinates })),
    [dispatch],
  );

  const openAdd = () => {
    if (upload.state.phase === 'succeeded' || upload.state.phase === 'failed') upload.reset();
    setDialog('add');
  };

  const startDrawing = () => {
    setDialog(null);
    draw.start();
  };

  const onAnalysis = () => {
    if (!selected) enqueueSnackbar(intl.formatMessage({ id: FIELDS_TEXTS.selectFieldFirst }), { variant: 'warning' });
    else setAnalysisOpen(true);
  };

  const noFields = list.isSuccess && fields.length === 0 && !draw.drawing;

  return (
    <Box
      component="section"
      ref={fill.ref}
      aria-label={intl.formatMessage({ id: FIELDS_TEXTS.dashboardTitle })}
      sx={{ display: 'flex', flexDirection: 'column', height: fill.height ?? 'calc(100vh - 112px)', minHeight: 520 }}
    >
      <DashboardToolbar
        onAdd={canAdd ? openAdd : null}
        addDisabled={draw.drawing}
        onList={() => setDialog('list')}
        onExport={(format) => void exports.download(format)}
        exporting={exports.exporting}
        onPlace={(bounds) => focusOn(bounds, 15)}
      />

      <Box role="region" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.fieldsMap })} sx={{ position: 'relative', flex: '1 1 80%', minHeight: 360 }}>
        <FieldsMap fields={fields} selectedId={selectedId} onSelect={select} focus={focus} drawing={draw.drawing} drawRef={draw.drawRef} onDrawn={draw.onDrawn}>
          {mapLayers?.(fields)}
        </FieldsMap>
        {mapPanel}
        {noFields && <DashboardEmptyState canAdd={canAdd} onDraw={startDrawing} onUpload={openAdd} />}
        {draw.drawing && (
          <DrawPanel
            drawn={draw.phase === 'drawn'}
            geometry={draw.geometry}
            onFinish={draw.finish}
            onCancel={draw.stop}
            onSaved={(field) => {
              draw.stop();
              select(field);
            }}
          />
        )}
        <Fab color="secondary" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.analysisButton })} onClick={onAnalysis} sx={{ position: 'absolute', right: 16, bottom: 40, zIndex: 1000 }}>
          <InsightsIcon />
        </Fab>
      </Box>

      <ControlsBar>
        {selected && <Chip color="primary" variant="outlined" label={intl.formatMessage({ id: 'fields.selectedFieldNamed' }, { name: selected.name })} sx={{ mt: 0.5 }} />}
      </ControlsBar>

      <AddFieldDialog open={dialog === 'add'} state={upload.state} onFiles={(files) => void upload.start(files)} onDraw={startDrawing} onClose={() => setDialog(null)} />
      <FieldListDialog
        open={dialog === 'list'}
        fields={fields}
        loading={list.isLoading}
        error={list.error}
        selectedId={selectedId}
        onRetry={() => void list.refetch()}
        onSelect={(field) => {
          select(field);
          setDialog(null);
          focusOn(boundsOf([field]));
        }}
        onEdit={setEditing}
        onClose={() => setDialog(null)}
      />
      {analysisOpen && selected && analysis?.(selected, () => setAnalysisOpen(false))}
      {editing && (
        <EditFieldDialog
          key={editing.id}
          field={editing}
          onClose={() => setEditing(null)}
          onDeleted={(field) => {
            if (field.id === selectedId) dispatch(fieldDeselected());
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}
