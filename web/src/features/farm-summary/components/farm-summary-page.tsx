import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { FarmSummaryRow } from '../../../../../shared/api/schemas/farm-summary';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { FARM_SUMMARY_MESSAGES, FIRST_IMAGERY_DAY, summaryDateError } from '../../../../../shared/domain/farm-summary';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import { FIELD_STAGE_LABELS, FIELD_STAGES, type FieldStage } from '../../../../../shared/domain/season';
import { PageTitle } from '../../../components/page-title';
import { useExportFarmSummaryMutation, useListFarmSummaryQuery } from '../../../api/farm-summary';
import { farmSummaryCsvFileName } from '../../../../../shared/domain/farm-summary-csv';
import { saveExport } from '../../../lib/export-download';
import { ScrollTable } from '../../../components/scroll-table';
import { FARM_SUMMARY_TEXTS, selectedFieldsPath } from '../texts';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useText } from '../../../lib/i18n/use-text';
import { LowDataPager, useLowDataPages } from '../../../lib/low-data/paged-list';
import { STICKY, STICKY_END, SummaryRow } from './summary-row';

/** Spec 2 §2.6: Index Type (Moisture: NDMI, NDWI; Vegetative: NDVI, LAI, SAVI, NDRE, MSAVI2, ReCI), Index, Date, search, the table. */
const INDEX_TYPES = { Moisture: ['NDMI', 'NDWI'], Vegetative: ['NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] } as const satisfies Record<string, readonly ScalarIndexId[]>;
type IndexType = keyof typeof INDEX_TYPES;
const COLUMNS = [
  'farm-summary.ui.col.field',
  'farm-summary.ui.col.location',
  'farm-summary.ui.col.centroid',
  'farm-summary.ui.col.area',
  'farm-summary.ui.col.group',
  'farm-summary.ui.col.lastCrop',
  'farm-summary.ui.col.lastSowingDate',
  FARM_SUMMARY_TEXTS.stageColumn,
  'farm-summary.ui.col.indexName',
  'farm-summary.ui.col.indexValue',
  'farm-summary.ui.col.valueChange',
  'farm-summary.ui.col.imageDate',
  'farm-summary.ui.col.indexImagery',
  'farm-summary.ui.col.actions',
] as const satisfies readonly MessageId[];

/** The farmer's own calendar day (the date input speaks local days, not UTC ones). */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const matches = (row: FarmSummaryRow, text: string) =>
  !text || [row.field.name, row.field.group_name, row.field.location ?? ''].some((value) => value.toLowerCase().includes(text.toLowerCase()));

/** Edit Field is the fields feature's dialog: app/ hands it in. */
export interface FarmSummaryPageProps {
  editFieldDialog: ComponentType<{ field: Field; onClose: () => void; onDeleted: () => void }>;
}

export default function FarmSummaryPage({ editFieldDialog: EditFieldDialog }: FarmSummaryPageProps) {
  const navigate = useNavigate();
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [indexType, setIndexType] = useState<IndexType>('Moisture');
  const [index, setIndex] = useState<ScalarIndexId>('NDMI');
  const [chosen, setChosen] = useState<ScalarIndexId>('NDMI');
  // The Date defaults to today: each field's latest value. A past day shows the values as they stood then.
  const [date, setDate] = useState(localToday);
  const [chosenDate, setChosenDate] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  // The Stage filter asks the server at once (the stored stages, no computing).
  const [stage, setStage] = useState<FieldStage | ''>('');
  const summary = useListFarmSummaryQuery({ index: chosen, date: chosenDate, ...(stage ? { stage } : {}) });
  const [exportCsv, csv] = useExportFarmSummaryMutation();
  const download = async () => {
    try {
      saveExport(await exportCsv({ index: chosen, date: chosenDate, ...(stage ? { stage } : {}) }).unwrap(), farmSummaryCsvFileName(chosen, chosenDate), 'text/csv');
    } catch {
      enqueueSnackbar(say(FARM_SUMMARY_TEXTS.downloadFailed), { variant: 'error' });
    }
  };
  const dateError = date ? summaryDateError(date) : FARM_SUMMARY_MESSAGES.dateInvalid;
  const rows = useMemo(() => (summary.data?.rows ?? []).filter((row) => matches(row, search)), [summary.data, search]);
  // Low-data mode: 20 rows a page (each row loads its value and thumbnail).
  const paged = useLowDataPages(rows);
  // Compute stays disabled until every pending row has its value or its 'No Value Found' (spec 2 §2.6).
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const settle = useCallback((fieldId: string) => setSettled((done) => (done.has(fieldId) ? done : new Set(done).add(fieldId))), []);
  const [editing, setEditing] = useState<Field | null>(null);
  // The fields ticked for the selected-fields summary (spec 2 §2.8), in the table's order.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (fieldId: string) =>
    setPicked((now) => {
      const next = new Set(now);
      if (!next.delete(fieldId)) next.add(fieldId);
      return next;
    });
  const pickedIds = (summary.data?.rows ?? []).map((row) => row.field.id).filter((id) => picked.has(id));
  // Only rows on screen look their value up: in low-data mode, those of the page shown.
  const pendingLeft = (paged.pages > 1 ? paged.shown : summary.data?.rows ?? []).some((row) => row.pending && !settled.has(row.field.id));
  const busy = summary.isFetching || pendingLeft;
  useEffect(() => {
    if (summary.isError) enqueueSnackbar(say(FARM_SUMMARY_MESSAGES.listFailedToast), { variant: 'error' });
  }, [summary.isError, enqueueSnackbar, say]);

  if (summary.isError) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h5" component="h1">
          {say(FARM_SUMMARY_MESSAGES.summaryFailedTitle)}
        </Typography>
        <Typography color="text.secondary">{say(FARM_SUMMARY_MESSAGES.listFailedPage)}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <PageTitle title={t('farm-summary.ui.pageTitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField fullWidth={false} margin="none"
          select
          size="small"
          label={t('farm-summary.ui.indexType')}
          value={indexType}
          onChange={(event) => {
            const type = event.target.value as IndexType;
            setIndexType(type);
            setIndex(INDEX_TYPES[type][0]);
          }}
          sx={{ minWidth: 160 }}
        >
          {Object.keys(INDEX_TYPES).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`farm-summary.ui.indexType.${type as IndexType}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" select size="small" label={t('farm-summary.ui.index')} value={index} onChange={(event) => setIndex(event.target.value as ScalarIndexId)} sx={{ minWidth: 120 }}>
          {INDEX_TYPES[indexType].map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth={false}
          margin="none"
          size="small"
          type="date"
          label={t('farm-summary.ui.date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={Boolean(dateError)}
          helperText={dateError ? say(dateError) : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: FIRST_IMAGERY_DAY, max: localToday() } }}
          sx={{ minWidth: 160 }}
        />
        <Button variant="contained" disabled={busy} onClick={() => {
            if (dateError) {
              enqueueSnackbar(say(dateError), { variant: 'error' });
              return;
            }
            // Today is the latest value; only a past day asks for the values as they stood then.
            const nextDate = date >= localToday() ? undefined : date;
            setSettled(new Set());
            setChosen(index);
            setChosenDate(nextDate);
            if (index === chosen && nextDate === chosenDate) void summary.refetch();
          }}>
          {busy ? say(FARM_SUMMARY_MESSAGES.computing) : t('farm-summary.ui.compute')}
        </Button>
        <TextField
          fullWidth={false}
          margin="none"
          select
          size="small"
          label={say(FARM_SUMMARY_TEXTS.stageFilter)}
          value={stage}
          onChange={(event) => setStage(event.target.value as FieldStage | '')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{say(FARM_SUMMARY_TEXTS.allStages)}</MenuItem>
          {FIELD_STAGES.map((id) => (
            <MenuItem key={id} value={id}>
              {say(FIELD_STAGE_LABELS[id])}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" size="small" label={t('farm-summary.ui.search')} placeholder={t('farm-summary.ui.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button variant="outlined" disabled={csv.isLoading || !summary.data} onClick={() => void download()}>
          {say(FARM_SUMMARY_TEXTS.downloadCsv)}
        </Button>
        <Button variant="outlined" disabled={pickedIds.length === 0} title={pickedIds.length === 0 ? say(FARM_SUMMARY_TEXTS.selectHint) : undefined} onClick={() => navigate(selectedFieldsPath(pickedIds))}>
          {say(FARM_SUMMARY_TEXTS.viewSelected(pickedIds.length))}
        </Button>
      </Box>
      {summary.data && summary.data.withheld.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {say(FARM_SUMMARY_MESSAGES.withheld(summary.data.withheld))}
        </Alert>
      )}
      <ScrollTable paper label={say(FARM_SUMMARY_TEXTS.scrollLabel)}>
        <Table size="small" aria-label={say(FARM_SUMMARY_TEXTS.tableLabel)}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column, i) => (
                <TableCell key={column} sx={i === 0 ? { ...STICKY, zIndex: 2 } : i === COLUMNS.length - 1 ? { ...STICKY_END, zIndex: 2 } : undefined}>
                  {t(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.isLoading && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  <CircularProgress size={24} aria-label={t('farm-summary.ui.loading')} />
                </TableCell>
              </TableRow>
            )}
            {summary.data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {say(search ? FARM_SUMMARY_TEXTS.noMatch(search) : stage ? FARM_SUMMARY_TEXTS.noStageMatch(say(FIELD_STAGE_LABELS[stage])) : FARM_SUMMARY_TEXTS.noFields)}
                </TableCell>
              </TableRow>
            )}
            {paged.shown.map((row) => (
              <SummaryRow
                key={`${row.field.id}-${row.index}-${chosenDate ?? 'latest'}`}
                row={row}
                date={chosenDate}
                selected={picked.has(row.field.id)}
                onToggle={() => toggle(row.field.id)}
                onSettled={settle}
                onView={() => setTimeout(() => navigate(`/dashboard/farmsummary/info/${row.field.id}`), 1000)}
                onEdit={() => setEditing(row.field)}
              />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      <LowDataPager paged={paged} />
      {editing && (
        <EditFieldDialog
          key={editing.id}
          field={editing}
          onClose={() => {
            setEditing(null);
            void summary.refetch();
          }}
          onDeleted={() => {
            setEditing(null);
            void summary.refetch();
          }}
        />
      )}
    </Box>
  );
}
