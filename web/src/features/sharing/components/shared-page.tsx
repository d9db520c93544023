import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FieldReport } from '../../../../../shared/api/schemas/farm-summary';
import type { DatesResponse, SeriesResponse, TileUrlResponse } from '../../../../../shared/api/schemas/monitoring';
import type { SharedView } from '../../../../../shared/api/schemas/sharing';
import { formatIndexValue, reportFileName } from '../../../../../shared/domain/farm-summary';
import { SHARE_LIMITS } from '../../../../../shared/domain/sharing';
import { addDays } from '../../../../../shared/domain/weather';
import { FullPageLoader } from '../../../components/full-page-loader';
import { LanguageSwitch } from '../../../components/language-switch';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { readSharedDates, readSharedReport, readSharedSeries, readSharedTileUrl, readSharedView, sharedReportPdfPath, ShareReadError } from '../public-reads';
import { formatDay } from '../share-dates';
import { useNoIndex } from '../use-no-index';
import { SharedMap } from './shared-map';

type Loaded<T> = { data: T; error: null } | { data: null; error: ShareReadError | null };
const waiting = { data: null, error: null } as const;

/** One read of the page, again whenever its inputs change; a failure keeps its message (in the reader's language). */
function useRead<T>(read: (() => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(waiting);
  useEffect(() => {
    if (!read) return undefined;
    let live = true;
    setState(waiting);
    read().then(
      (data) => live && setState({ data, error: null }),
      (error: unknown) => live && setState({ data: null, error: error instanceof ShareReadError ? error : new ShareReadError(-1, String(error)) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/**
 * The page a share link opens, without an account nor the app's menu: the team's shared fields on the map with
 * the NDVI of a chosen day, the NDVI chart and the field report (on screen and as the PDF), and who shared it
 * until when. Search engines are asked not to list it, and nothing it loads tells other sites its address.
 */
export default function SharedPage() {
  const ready = useCatalogue('sharing');
  useNoIndex();
  return ready ? <Shared /> : <FullPageLoader />;
}

function Shared() {
  const { token = '' } = useParams();
  const { t, say, intl } = useText();
  const view = useRead<SharedView>(() => readSharedView(token), [token]);
  const [fieldId, setFieldId] = useState<string | null>(null);
  useDocumentTitle(view.data ? `${view.data.label} · ${view.data.team}` : t('sharing.page.readOnly'));
  const field = useMemo(() => view.data?.fields.find((each) => each.id === fieldId) ?? view.data?.fields[0] ?? null, [view.data, fieldId]);

  if (view.error) {
    return (
      <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert severity={view.error.status === 410 ? 'warning' : 'error'} data-testid="share-refused">
          {say(view.error.message)}
        </Alert>
      </Box>
    );
  }
  if (!view.data) return <FullPageLoader />;
  const { data } = view;
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {data.team}
        </Typography>
        <Chip label={t('sharing.page.readOnly')} size="small" />
        <LanguageSwitch />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sharing.page.sharedBy', { name: data.shared_by, team: data.team, date: formatDay(intl, data.expires_at) })}
      </Typography>
      {data.fields.length > 1 && (
        <TextField select size="small" label={t('sharing.page.field')} value={field?.id ?? ''} onChange={(event) => setFieldId(event.target.value)} sx={{ minWidth: 220, mb: 2 }}>
          {data.fields.map((each) => (
            <MenuItem key={each.id} value={each.id}>
              {each.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field && <SharedField key={field.id} token={token} view={data} fieldId={field.id} />}
    </Box>
  );
}

function SharedField({ token, view, fieldId }: { token: string; view: SharedView; fieldId: string }) {
  const { t, say, intl } = useText();
  const field = view.fields.find((each) => each.id === fieldId) ?? view.fields[0];
  const dates = useRead<DatesResponse>(() => readSharedDates(token, fieldId), [token, fieldId]);
  const series = useRead<SeriesResponse>(() => readSharedSeries(token, fieldId), [token, fieldId]);
  const days = useMemo(() => (dates.data?.dates ?? []).filter((day) => day.validFraction >= 0.5).map((day) => day.date).sort().reverse(), [dates.data]);
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? days[0] ?? null;
  const tiles = useRead<TileUrlResponse>(day ? () => readSharedTileUrl(token, fieldId, day) : null, [token, fieldId, day]);
  const end = series.data?.end;
  const range = series.data && end ? { start: [series.data.start, addDays(end, 1 - SHARE_LIMITS.reportDays)].sort()[1] as string, end } : null;
  const report = useRead<FieldReport[]>(range ? () => readSharedReport(token, fieldId, range.start, range.end) : null, [token, fieldId, range?.start, range?.end]);
  if (!field) return null;
  const points = (series.data?.C0 ?? []).map((entry) => ({ date: entry.date, mean: Number(entry.basicStats.mean.toFixed(3)) }));
  const shown = report.data?.[0] ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {field.name}
          </Typography>
          <Typography color="text.secondary">
            {[t('sharing.page.area', { size: intl.formatNumber(field.size, { maximumFractionDigits: 2 }) }), field.crop ? t('sharing.page.crop', { crop: field.crop }) : null].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        {days.length > 0 ? (
          <TextField select size="small" fullWidth label={t('sharing.page.date')} value={day ?? ''} onChange={(event) => setDate(event.target.value)} sx={{ mb: 1 }}>
            {days.map((each) => (
              <MenuItem key={each} value={each}>
                {formatDay(intl, each)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          dates.data && <Alert severity="info" sx={{ mb: 1 }}>{t('sharing.page.noDates')}</Alert>
        )}
        {dates.error && <Alert severity="error">{say(dates.error.message)}</Alert>}
        <Box sx={{ height: { xs: 300, sm: 420 } }}>
          <SharedMap fields={view.fields} field={field} tiles={tiles.data} label={field.name} />
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="h6" component="h2">
            {t('sharing.page.chart')}
          </Typography>
          {series.error && <Alert severity="error">{say(series.error.message)}</Alert>}
          {!series.data && !series.error && <CircularProgress size={24} aria-label={t('sharing.page.loading')} />}
          {series.data && (
            <Box sx={{ height: 220 }} data-testid="shared-chart">
              <ResponsiveContainer>
                <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
                  <YAxis domain={[-0.2, 1]} tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Line type="monotone" dataKey="mean" name={t('sharing.page.mean')} stroke="#2e7d32" dot={{ r: 2 }} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="shared-report">
          <Typography variant="h6" component="h2">
            {t('sharing.page.report')}
          </Typography>
          {report.error && <Alert severity="error">{say(report.error.message)}</Alert>}
          {!shown && !report.error && <CircularProgress size={24} aria-label={t('sharing.page.loading')} />}
          {shown && (
            <>
              <Typography color="text.secondary">{t('sharing.page.period', { start: formatDay(intl, shown.start_date), end: formatDay(intl, shown.end_date) })}</Typography>
              <Typography sx={{ my: 1 }}>{t('sharing.page.meanValue', { value: shown.ndvi_average === null ? '-' : formatIndexValue(shown.ndvi_average) })}</Typography>
              {shown.performance.percentage !== null && (
                <Typography sx={{ mb: 1 }}>{t('sharing.page.performance', { value: intl.formatNumber(shown.performance.percentage, { maximumFractionDigits: 1 }), years: shown.performance.years.join(', ') })}</Typography>
              )}
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                href={sharedReportPdfPath(token, field.id, shown.start_date, shown.end_date)}
                download={reportFileName(field.name, shown.start_date, shown.end_date)}
                rel="noreferrer"
              >
                {t('sharing.page.download')}
              </Button>
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
