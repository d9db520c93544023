import 'leaflet/dist/leaflet.css';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import InsightsIcon from '@mui/icons-material/Insights';
import ListAltIcon from '@mui/icons-material/ListAlt';
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
import { canWalk, useWalk } from '../hooks/use-walk';
import { FIELDS_TEXTS } from '../messages';
import { AddFieldDialog } from './add-field-dialog';
import { ControlsBar } from './controls-bar';
import { DashboardEmptyState } from './dashboard-empty-state';
import { DashboardToolbar } from './dashboard-toolbar';
import { DrawPanel } from './draw-panel';
import { EditFieldDialog } from './edit-field-dialog';
import { FieldListDialog } from './field-list-dialog';
import FieldsMap from './fields-map';
import { MapSheet } from './map-sheet';
import { WalkLayer } from './walk-layer';
import { WalkPanel } from './walk-panel';

const EMPTY: readonly Field[] = [];

const PHONE = (theme: Theme) => theme.breakpoints.down('sm');
/** Read by screen readers, not shown: on a phone the map takes the room of the page's title. */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

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
 * the controls bar, and the floating analysis button; a team without fields sees what to do first. On a phone the
 * map takes the screen and the menu and controls live in a bottom sheet, where drawing and walking a field happen
 * too, so no panel covers the corners being placed.
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
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const fill = useFillHeight(phone ? 0 : 24);
  const [sheetOpen, setSheetOpen] = useState(false);
  const walk = useWalk();
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
    walk.stop();
    draw.start();
  };

  const startWalking = () => {
    setSheetOpen(false);
    draw.stop();
    walk.start();
  };
  const walked = walk.result?.ok ? walk.result : null;
  const busy = draw.drawing || walk.walking;

  const onAnalysis = () => {
    if (!selected) enqueueSnackbar(intl.formatMessage({ id: FIELDS_TEXTS.selectFieldFirst }), { variant: 'warning' });
    else setAnalysisOpen(true);
  };

  const noFields = list.isSuccess && fields.length === 0 && !busy;

  const toolbar = (
    <DashboardToolbar
      onAdd={canAdd ? openAdd : null}
      addDisabled={busy}
      onList={() => setDialog('list')}
      onExport={(format) => void exports.download(format)}
      exporting={exports.exporting}
      onPlace={(bounds) => focusOn(bounds, 15)}
      phone={phone}
    />
  );
  const controls = (
    <ControlsBar>
      {selected && <Chip color="primary" variant="outlined" label={intl.formatMessage({ id: 'fields.selectedFieldNamed' }, { name: selected.name })} sx={{ mt: 0.5 }} />}
    </ControlsBar>
  );
  const placement = phone ? 'sheet' : 'overlay';
  const drawPanel = draw.drawing ? (
    <DrawPanel
      drawn={draw.phase === 'drawn'}
      geometry={draw.geometry}
      shape={draw.shape}
      placement={placement}
      onFinish={draw.finish}
      onCancel={draw.stop}
      onSaved={(field) => {
        draw.stop();
        if (field) select(field);
      }}
    />
  ) : walked ? (
    <DrawPanel
      drawn
      geometry={() => walked.geometry}
      shape={walked.geometry}
      placement={placement}
      note={
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="field-app.walk.kept" values={{ kept: walked.kept, walked: walked.walked }} />
        </Typography>
      }
      onFinish={walk.finish}
      onCancel={walk.stop}
      onSaved={(field) => {
        walk.stop();
        if (field) select(field);
      }}
    />
  ) : walk.walking ? (
    <WalkPanel walk={walk} />
  ) : null;

  return (
    <Box
      component="section"
      ref={fill.ref}
      aria-label={intl.formatMessage({ id: FIELDS_TEXTS.dashboardTitle })}
      sx={
        phone
          ? // The page's padding would eat the phone's small screen: the map goes edge to edge below the app bar.
            { display: 'flex', flexDirection: 'column', height: fill.height ?? 'calc(100vh - 56px)', mx: -2, mt: -2, mb: -2 }
          : { display: 'flex', flexDirection: 'column', height: fill.height ?? 'calc(100vh - 112px)', minHeight: 520 }
      }
    >
      {phone ? (
        <Typography variant="h5" component="h1" sx={SCREEN_READER_ONLY}>
          <FormattedMessage id={FIELDS_TEXTS.dashboardTitle} />
        </Typography>
      ) : (
        toolbar
      )}

      <Box
        role="region"
        aria-label={intl.formatMessage({ id: FIELDS_TEXTS.fieldsMap })}
        sx={{
          position: 'relative',
          flex: phone ? '1 1 auto' : '1 1 80%',
          minHeight: phone ? 200 : 360,
          // The basemap's credits in small print on a phone, where four lines of them would hide the fields.
          ...(phone ? { '& .leaflet-control-attribution': { fontSize: 9, lineHeight: 1.3 }, '& .leaflet-control-attribution a': { textDecoration: 'underline' } } : {}),
        }}
      >
        <FieldsMap
          fields={fields}
          selectedId={selectedId}
          onSelect={select}
          focus={focus}
          drawing={busy}
          drawRef={draw.drawRef}
          onDrawn={draw.onDrawn}
          fieldsSettled={!list.isLoading}
          fitTo={phone ? (draw.shape ?? walked?.geometry ?? null) : null}
        >
          {mapLayers?.(fields)}
          {walk.walking && <WalkLayer track={walk.track} outline={walked?.geometry ?? null} />}
        </FieldsMap>
        {!(phone && busy) && mapPanel}
        {noFields && <DashboardEmptyState canAdd={canAdd} onDraw={startDrawing} onUpload={openAdd} />}
        {!phone && drawPanel}
        {/* While a field is drawn on a phone the button would sit on the sheet's Save: it returns after saving. */}
        {!(phone && busy) && (
          <Fab
            color="secondary"
            size={phone ? 'medium' : 'large'}
            aria-label={intl.formatMessage({ id: FIELDS_TEXTS.analysisButton })}
            onClick={onAnalysis}
            sx={{ position: 'absolute', right: 16, bottom: phone ? 16 : 40, zIndex: 1000 }}
          >
            <InsightsIcon />
          </Fab>
        )}
      </Box>

      {phone ? (
        <MapSheet
          expanded={sheetOpen}
          onToggle={() => setSheetOpen((open) => !open)}
          task={drawPanel}
          actions={
            <>
              {canAdd && (
                <Button variant="contained" size="small" startIcon={<AddLocationAltIcon />} onClick={openAdd}>
                  <FormattedMessage id={FIELDS_TEXTS.addField} />
                </Button>
              )}
              {canAdd && canWalk() && (
                <Button variant="outlined" size="small" startIcon={<DirectionsWalkIcon />} onClick={startWalking}>
                  <FormattedMessage id="field-app.walk.start" />
                </Button>
              )}
              <Button size="small" startIcon={<ListAltIcon />} onClick={() => setDialog('list')}>
                <FormattedMessage id={FIELDS_TEXTS.fieldList} />
              </Button>
            </>
          }
          more={
            <>
              {toolbar}
              {controls}
            </>
          }
        />
      ) : (
        controls
      )}

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
