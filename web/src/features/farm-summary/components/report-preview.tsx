import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldReport, ReportScoutingNote } from '../../../../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES, formatIndexValue, reportFileName } from '../../../../../shared/domain/farm-summary';
import { api, request } from '../../../lib/api';
import { saveObjectUrl } from '../../../lib/save-text-file';
import type { ApiMessageId } from '../../../../../shared/i18n/english';
import { useText } from '../../../lib/i18n/use-text';
import { ReportMaps } from './report-maps';

/**
 * The server's PDF of the report (GET /field/report/pdf/, the same content with its maps), answered as an object URL
 * of the file: the store keeps the URL, not the file.
 */
const reportPdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFieldReportPdf: build.mutation<string, Pick<FieldReport, 'index' | 'start_date' | 'end_date'> & { field_id: string }>({
      query: (query) => ({
        ...request('getFieldReportPdf', { query }),
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown)),
      }),
    }),
  }),
});

const num = (value: number | null) => (value === null ? '-' : formatIndexValue(value));
const COLUMNS: [ApiMessageId, (row: FieldReport['table'][number]) => string][] = [
  ['farm-summary.table.anchor', (row) => row.anchor ?? '-'],
  ['farm-summary.table.variety', (row) => row.variety ?? '-'],
  ['farm-summary.table.farmIndexNumber', (row) => num(row.farm_index_number)],
  ['farm-summary.table.plantingSeason', (row) => (row.planting_season === null ? '-' : String(row.planting_season))],
  ['farm-summary.table.lga', (row) => row.lga ?? '-'],
  ['farm-summary.table.startingDate', (row) => row.starting_date],
  ['farm-summary.table.state', (row) => row.state ?? '-'],
  ['farm-summary.table.endingDate', (row) => row.ending_date],
  ['farm-summary.table.area', (row) => `${row.area.toFixed(2)} ha`],
  ['farm-summary.table.average', (row) => num(row.average)],
  ['farm-summary.table.crop', (row) => row.crop ?? '-'],
  ['farm-summary.table.percentagePerformance', (row) => (row.percentage_performance === null ? '-' : `${row.percentage_performance} %`)],
];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Print: only the report, on A4, without the app around it. */
const PRINT_CSS = `@media print { @page { size: A4; margin: 12mm; } body * { visibility: hidden; } #field-report, #field-report * { visibility: visible; } #field-report { position: absolute; left: 0; top: 0; width: 100%; } .no-print { display: none !important; } }`;

/**
 * Spec 2 §2.7: 'PREVIEW OF THE FILE GENERATED', Cancel and Download File. Download File saves the server's PDF of
 * the report, named after the field and the period; Print prints the preview itself.
 */
/** The scouting feature's list of the report's notes (app/ composes it in). */
export type ReportNotes = ComponentType<{ notes: readonly ReportScoutingNote[] }>;

export function ReportPreview({ report, notes: Notes, onClose }: { report: FieldReport; notes?: ReportNotes | undefined; onClose: () => void }) {
  const { field, performance } = report;
  const { t, say, intl } = useText();
  const [downloadPdf, download] = reportPdfApi.useDownloadFieldReportPdfMutation();
  const [failed, setFailed] = useState(false);
  const onDownload = async () => {
    setFailed(false);
    try {
      const url = await downloadPdf({ field_id: field.id, start_date: report.start_date, end_date: report.end_date, index: report.index }).unwrap();
      saveObjectUrl(url, reportFileName(field.name, report.start_date, report.end_date));
    } catch {
      setFailed(true);
    }
  };
  // A phone gets the whole screen for the report and its wide table.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="report-preview-title">
      <style>{PRINT_CSS}</style>
      <DialogTitle id="report-preview-title" className="no-print">
        {say(FARM_SUMMARY_MESSAGES.previewTitle)}
      </DialogTitle>
      {/* A long report scrolls inside the dialog: keyboard users scroll it too. */}
      <DialogContent tabIndex={0} aria-label={t('farm-summary.ui.preview.report')}>
        <Box id="field-report">
          <Typography variant="h5" component="h2">
            {field.name}
          </Typography>
          <Typography>
            {t('farm-summary.ui.preview.place', {
              location: field.location ?? '-',
              state: field.state ?? '-',
              lga: field.lga ?? '-',
              size: field.size.toFixed(2),
              from: report.start_date,
              to: report.end_date,
            })}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            <FormattedMessage
              id="farm-summary.ui.preview.farmIndex"
              values={{ index: report.index, value: num(report.farm_index_number), average: num(report.ndvi_average), strong }}
            />
          </Typography>
          <Typography>
            <FormattedMessage
              id="farm-summary.ui.preview.performance"
              values={{
                value:
                  performance.percentage === null
                    ? say(FARM_SUMMARY_MESSAGES.performanceUnavailable)
                    : t('farm-summary.ui.preview.percent', { value: intl.formatNumber(performance.percentage, { maximumFractionDigits: 2 }) }),
                baseline: performance.years.length > 0 ? num(performance.baseline_mean) : 'none',
                years: performance.years.join(', '),
                strong,
              }}
            />
          </Typography>
          {report.pending_days > 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {say(FARM_SUMMARY_MESSAGES.reportPending(report.pending_days))}
            </Alert>
          )}
          {report.unrefreshed.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {FARM_SUMMARY_MESSAGES.reportUnrefreshed(report.unrefreshed, say)}
            </Alert>
          )}
          <ReportMaps report={report} />
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {t('farm-summary.report.agronomic')}
          </Typography>
          {field.crop_season.length === 0 ? (
            <Typography>{say(FARM_SUMMARY_MESSAGES.noCrop)}</Typography>
          ) : (
            field.crop_season.map((season) => (
              <Typography key={season.id}>
                {t('farm-summary.ui.preview.seasonLine', {
                  season: String(season.season),
                  crop: season.crop.name,
                  description: season.crop.description,
                  sowing: season.sowing_date,
                  harvest: season.harvest_date,
                })}
              </Typography>
            ))
          )}
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {t('farm-summary.report.causesTitle')}
          </Typography>
          {report.causes.length === 0 ? (
            <Typography>{t('farm-summary.report.noCauses')}</Typography>
          ) : (
            <ul>
              {report.causes.map((cause) => (
                <li key={cause.cause + cause.evidence}>
                  <FormattedMessage id="farm-summary.ui.preview.cause" values={{ cause: say(cause.cause), evidence: say(cause.evidence), strong }} />
                </li>
              ))}
            </ul>
          )}
          <Table size="small" aria-label={t('farm-summary.ui.preview.tableLabel')} sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map(([title]) => (
                  <TableCell key={title}>{t(title)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.table.map((row, i) => (
                <TableRow key={i}>
                  {COLUMNS.map(([title, cell]) => (
                    <TableCell key={title}>{cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {t('farm-summary.report.methodTitle')}
          </Typography>
          {report.method.map((line) => (
            <Typography key={line} variant="body2">
              {say(line)}
            </Typography>
          ))}
          {Notes && report.scouting_notes && <Notes notes={report.scouting_notes} />}
        </Box>
      </DialogContent>
      <DialogActions className="no-print">
        {failed && (
          <Alert severity="error" sx={{ mr: 'auto' }}>
            {say(FARM_SUMMARY_MESSAGES.downloadFailed)}
          </Alert>
        )}
        <Button onClick={onClose}>{t('farm-summary.ui.cancel')}</Button>
        <Button onClick={() => window.print()}>{say(FARM_SUMMARY_MESSAGES.print)}</Button>
        <Button variant="contained" onClick={() => void onDownload()} loading={download.isLoading}>
          {say(FARM_SUMMARY_MESSAGES.downloadFile)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
