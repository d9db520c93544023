import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { FARM_SUMMARY_MESSAGES, REPORT_MAX_DAYS, reportDays } from '../../../../../shared/domain/farm-summary';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { IndexId, ScalarIndexId } from '../../../../../shared/domain/indices';
import { PageTitle } from '../../../components/page-title';
import { useGetSelectedFieldsSummaryQuery, useLazyGetFieldReportQuery } from '../../../api/farm-summary';
import { FieldSeasonSection } from './field-season-section';
import { FieldWeatherChart } from './field-weather-chart';
import { useText } from '../../../lib/i18n/use-text';
import { ReportPreview, type ReportNotes } from './report-preview';

const INDEX_TYPES = { Moisture: ['BASE', 'NDMI', 'NDWI'], Vegetative: ['BASE', 'NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] } as const;
type IndexType = keyof typeof INDEX_TYPES;
const today = () => new Date().toISOString().slice(0, 10);
const monthsBack = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString().slice(0, 10);
};

/** Spec 2 §2.7: index selects (BASE = true colour), dates, crop seasons, and the PDF report preview. */
/** The index map is the monitoring feature's: app/ hands it in. */
export interface FieldInfoPageProps {
  indexMap: ComponentType<{ field: Field; index: IndexId; start: string; end: string }>;
  /** The field's agronomic weather (degree days, rain since sowing, spray windows): the alerts feature's panel. */
  agronomy?: ComponentType<{ fieldId: string }>;
  /** The field's scouting notes: the scouting feature's card. */
  scouting?: ComponentType<{ field: Field }>;
  /** The field report's scouting notes: the scouting feature's list. */
  reportNotes?: ReportNotes;
}

export default function FieldInfoPage({ indexMap: FieldIndexMap, agronomy: FieldAgronomy, scouting: FieldScouting, reportNotes }: FieldInfoPageProps) {
  const { fieldId = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const { t, say } = useText();
  const [indexType, setIndexType] = useState<IndexType>('Vegetative');
  const [index, setIndex] = useState<string>('NDVI');
  const [start, setStart] = useState(monthsBack(3));
  const [end, setEnd] = useState(today());
  const summary = useGetSelectedFieldsSummaryQuery(fieldId, { skip: !fieldId });
  const [fetchReport, report] = useLazyGetFieldReportQuery();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [seasonOpen, setSeasonOpen] = useState<string | null>(null);
  const field = summary.data?.[0]?.field;

  const openReport = async () => {
    if (!start || !end || start > end) {
      enqueueSnackbar(say(FARM_SUMMARY_MESSAGES.dateRangeRequired), { variant: 'error' });
      return;
    }
    if (reportDays(start, end) > REPORT_MAX_DAYS) {
      enqueueSnackbar(say(FARM_SUMMARY_MESSAGES.reportPeriodTooLong), { variant: 'error' });
      return;
    }
    const reportIndex = (index === 'BASE' ? 'NDVI' : index) as ScalarIndexId;
    const answer = await fetchReport({ field_id: fieldId, start_date: start, end_date: end, index: reportIndex });
    if (answer.data?.[0]) setPreviewOpen(true);
    else enqueueSnackbar(say(FARM_SUMMARY_MESSAGES.reportFailed), { variant: 'error' });
  };
  const season = field?.crop_season.find((candidate) => candidate.id === seasonOpen);

  return (
    <Box>
      <PageTitle title={t('farm-summary.ui.info.title')} />
      <Typography variant="h6" component="h2">
        {field ? t('farm-summary.ui.info.heading', { name: field.name, location: field.location ?? '-', state: field.state ?? '-' }) : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
        <TextField fullWidth={false} margin="none" select size="small" label={t('farm-summary.ui.indexType')} value={indexType} onChange={(event) => setIndexType(event.target.value as IndexType)} sx={{ minWidth: 150 }}>
          {Object.keys(INDEX_TYPES).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`farm-summary.ui.indexType.${type as IndexType}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" select size="small" label={t('farm-summary.ui.index')} value={index} onChange={(event) => setIndex(event.target.value)} sx={{ minWidth: 120 }}>
          {INDEX_TYPES[indexType].map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" size="small" type="date" label={t('farm-summary.ui.info.startDate')} value={start} onChange={(event) => setStart(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField fullWidth={false} margin="none" size="small" type="date" label={t('farm-summary.ui.info.endDate')} value={end} onChange={(event) => setEnd(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="contained" onClick={() => void openReport()} disabled={report.isFetching}>
          {t(report.isFetching ? 'farm-summary.ui.info.pleaseWait' : 'farm-summary.ui.info.pdf')}
        </Button>
      </Box>
      {field && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 }}>
          <FieldIndexMap field={field} index={index === 'BASE' ? 'TRUE_COLOR' : (index as ScalarIndexId)} start={start} end={end} />
          <FieldWeatherChart fieldId={field.id} start={start} end={end} />
        </Box>
      )}
      {field && FieldAgronomy && <FieldAgronomy fieldId={field.id} />}
      {field && FieldScouting && <FieldScouting field={field} />}
      {field && <FieldSeasonSection fieldId={field.id} />}
      <Typography variant="h6" component="h2">
        {t('farm-summary.ui.info.cropSeasons')}
      </Typography>
      {field && field.crop_season.length === 0 && <Typography>{say(FARM_SUMMARY_MESSAGES.noCrop)}</Typography>}
      <List dense>
        {field?.crop_season.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton onClick={() => setSeasonOpen(item.id)}>
              <ListItemText primary={t('farm-summary.ui.info.seasonCrop', { season: String(item.season), crop: item.crop.name })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {season && (
        <Box role="dialog" aria-label={t('farm-summary.ui.info.cropSeason')} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography>{t('farm-summary.ui.info.cropName', { name: season.crop.name })}</Typography>
          <Typography>{t('farm-summary.ui.info.variety', { variety: season.crop.description })}</Typography>
          <Typography>{t('farm-summary.ui.info.season', { season: String(season.season) })}</Typography>
          <Typography>{t('farm-summary.ui.info.sowingDate', { date: season.sowing_date })}</Typography>
          <Typography>{t('farm-summary.ui.info.harvestDate', { date: season.harvest_date })}</Typography>
          <Button onClick={() => setSeasonOpen(null)}>{t('farm-summary.ui.close')}</Button>
        </Box>
      )}
      {previewOpen && report.data?.[0] && <ReportPreview report={report.data[0]} notes={reportNotes} onClose={() => setPreviewOpen(false)} />}
    </Box>
  );
}
