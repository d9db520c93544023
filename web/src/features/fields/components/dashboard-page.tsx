import 'leaflet/dist/leaflet.css';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useSnackbar } from 'notistack';
import type { Field, FieldUpload, PolygonGeometry } from '../../../../../shared/api/schemas/fields';
import { apiErrorMessage } from '../../../lib/api';
import { fieldDeselected, fieldSelected } from '../../../lib/context-slice';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../team/hooks/use-team-access';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useExportFieldsMutation, useListFieldsQuery, type ExportFormat } from '../../../api/fields';
import { boundsOf, type Bounds } from '../geometry';
import { useFieldUpload } from '../hooks/use-field-upload';
import { FIELDS_TEXTS } from '../messages';
import { AddFieldDialog } from './add-field-dialog';
import { ControlsBar } from './controls-bar';
import type { DrawHandle } from './draw-tool';
import { DrawPanel } from './draw-panel';
import { EditFieldDialog } from './edit-field-dialog';
import { FieldListDialog } from './field-list-dialog';
import FieldsMap, { type MapFocus } from './fields-map';
import { PlaceSearch } from './place-search';
import { DashboardIndexLayer, DashboardIndexPanel } from '../../monitoring/components/dashboard-index';
import type { OverlayStatus } from '../../monitoring/components/fields-index-overlay';
import { saveExport, type ExportBody } from '../../../lib/export-download';

const EMPTY: readonly Field[] = [];
// The chart library loads with the analysis modal, not with the dashboard.
const AnalysisDialog = lazy(() => import('../../monitoring/components/analysis-dialog'));

const EXPORTS: Record<ExportFormat, { file: string; type: string }> = {
  geojson: { file: 'fields.geojson', type: 'application/geo+json' },
  csv: { file: 'fields.csv', type: 'text/csv' },
};

function saveFile(body: ExportBody, format: ExportFormat): void {
  const { file, type } = EXPORTS[format];
  saveExport(body, file, type);
}

type DrawPhase = 'idle' | 'drawing' | 'drawn';

/** The page fills the window below whatever the shell shows above it (toolbar, account banners). */
function useFillHeight(bottomGap = 24) {
  const ref = useRef<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(0, window.innerHeight - top - bottomGap));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [bottomGap]);
  return { ref, height };
}

/**
 * /dashboard (spec 2 §2.1): the add/view fields menu, the map (about 80 % of the height) with the team's fields,
 * the controls bar, and the floating analysis button.
 */
export default function DashboardPage() {
  useDocumentTitle(FIELDS_TEXTS.dashboardTitle);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const selectedId = useAppSelector((state) => state.sessionContext.selectedFieldId);
  const list = useListFieldsQuery();
  const fields = list.data ?? EMPTY;
  const selected = useMemo(() => fields.find((field) => field.id === selectedId) ?? null, [fields, selectedId]);

  const [dialog, setDialog] = useState<'add' | 'list' | null>(null);
  const [editing, setEditing] = useState<Field | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [drawPhase, setDrawPhase] = useState<DrawPhase>('idle');
  const drawRef = useRef<DrawHandle>(null);
  const [pendingFocus, setPendingFocus] = useState<string[] | null>(null);
  const [exportFields, exporting] = useExportFieldsMutation();
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [indexStatus, setIndexStatus] = useState<OverlayStatus | null>(null);
  const fill = useFillHeight();
  // Upload and draw only for a role that may add fields (the server refuses the rest).
  const can = useCan();

  const focusOn = useCallback((bounds: Bounds | null, maxZoom?: number) => {
    if (bounds) setFocus((current) => ({ bounds, key: (current?.key ?? 0) + 1, maxZoom }));
  }, []);

  // New fields of an upload: the map moves to them once the list has them.
  const onUploaded = useCallback((upload: FieldUpload) => setPendingFocus(upload.fields), []);
  const upload = useFieldUpload(onUploaded);
  useEffect(() => {
    if (!pendingFocus) return;
    const created = fields.filter((field) => pendingFocus.includes(field.id));
    if (created.length > 0) {
      focusOn(boundsOf(created));
      setPendingFocus(null);
    }
  }, [fields, pendingFocus, focusOn]);

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
    setDrawPhase('drawing');
  };

  const onDrawn = useCallback((geometry: PolygonGeometry | null) => setDrawPhase(geometry ? 'drawn' : 'drawing'), []);

  const finishDrawing = () => {
    if (!drawRef.current?.finish()) enqueueSnackbar(FIELDS_TEXTS.drawNotClosed, { variant: 'warning' });
  };

  const download = async (format: ExportFormat) => {
    try {
      saveFile(await exportFields(format).unwrap(), format);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error, FIELDS_TEXTS.exportFailed), { variant: 'error' });
    }
  };

  const onAnalysis = () => {
    if (!selected) {
      enqueueSnackbar(FIELDS_TEXTS.selectFieldFirst, { variant: 'warning' });
      return;
    }
    setAnalysisOpen(true);
  };

  return (
    <Box
      component="section"
      ref={fill.ref}
      aria-label={FIELDS_TEXTS.dashboardTitle}
      sx={{ display: 'flex', flexDirection: 'column', height: fill.height ?? 'calc(100vh - 112px)', minHeight: 520 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
          {FIELDS_TEXTS.dashboardTitle}
        </Typography>
        <Box role="toolbar" aria-label={FIELDS_TEXTS.fieldsMenu} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>
          {can('field.add_field') && (
            <Button variant="contained" startIcon={<AddLocationAltIcon />} onClick={openAdd} disabled={drawPhase !== 'idle'}>
              {FIELDS_TEXTS.addField}
            </Button>
          )}
          <Button variant="outlined" startIcon={<ListAltIcon />} onClick={() => setDialog('list')}>
            {FIELDS_TEXTS.fieldList}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void download('geojson')} disabled={exporting.isLoading}>
            {FIELDS_TEXTS.exportGeoJson}
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void download('csv')} disabled={exporting.isLoading}>
            {FIELDS_TEXTS.exportCsv}
          </Button>
        </Box>
        <PlaceSearch onPlace={(bounds) => focusOn(bounds, 15)} />
      </Box>

      <Box role="region" aria-label={FIELDS_TEXTS.fieldsMap} sx={{ position: 'relative', flex: '1 1 80%', minHeight: 360 }}>
        <FieldsMap
          fields={fields}
          selectedId={selectedId}
          onSelect={select}
          focus={focus}
          drawing={drawPhase !== 'idle'}
          drawRef={drawRef}
          onDrawn={onDrawn}
        >
          <DashboardIndexLayer fields={fields} onStatus={setIndexStatus} />
        </FieldsMap>
        <DashboardIndexPanel status={indexStatus} />
        {drawPhase !== 'idle' && (
          <DrawPanel
            drawn={drawPhase === 'drawn'}
            geometry={() => drawRef.current?.geometry() ?? null}
            onFinish={finishDrawing}
            onCancel={() => setDrawPhase('idle')}
            onSaved={(field) => {
              setDrawPhase('idle');
              select(field);
            }}
          />
        )}
        <Fab
          color="secondary"
          aria-label={FIELDS_TEXTS.analysisButton}
          onClick={onAnalysis}
          sx={{ position: 'absolute', right: 16, bottom: 40, zIndex: 1000 }}
        >
          <InsightsIcon />
        </Fab>
      </Box>

      <ControlsBar>
        {selected && <Chip color="primary" variant="outlined" label={`${FIELDS_TEXTS.selectedField}: ${selected.name}`} sx={{ mt: 0.5 }} />}
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
      {analysisOpen && selected && (
        <Suspense fallback={null}>
          <AnalysisDialog field={selected} onClose={() => setAnalysisOpen(false)} onSatelliteView={() => navigate('/dashboard/satellite-view/')} />
        </Suspense>
      )}
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
