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
import { ReportPreview } from './report-preview';

const INDEX_TYPES = { Moisture: ['BASE', 'NDMI', 'NDWI'], Vegetative: ['BASE', 'NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI'] } as const;
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
}

export default function FieldInfoPage({ indexMap: FieldIndexMap }: FieldInfoPageProps) {
  const { fieldId = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
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
      enqueueSnackbar(FARM_SUMMARY_MESSAGES.dateRangeRequired, { variant: 'error' });
      return;
    }
    if (reportDays(start, end) > REPORT_MAX_DAYS) {
      enqueueSnackbar(FARM_SUMMARY_MESSAGES.reportPeriodTooLong, { variant: 'error' });
      return;
    }
    const reportIndex = (index === 'BASE' ? 'NDVI' : index) as ScalarIndexId;
    const answer = await fetchReport({ field_id: fieldId, start_date: start, end_date: end, index: reportIndex });
    if (answer.data?.[0]) setPreviewOpen(true);
    else enqueueSnackbar(FARM_SUMMARY_MESSAGES.reportFailed, { variant: 'error' });
  };
  const season = field?.crop_season.find((candidate) => candidate.id === seasonOpen);

  return (
    <Box>
      <PageTitle title="Field Info" />
      <Typography variant="h6" component="h2">
        {field ? `${field.name} · ${field.location ?? '-'}, ${field.state ?? '-'}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
        <TextField fullWidth={false} margin="none" select size="small" label="Index Type" value={indexType} onChange={(event) => setIndexType(event.target.value as IndexType)} sx={{ minWidth: 150 }}>
          {Object.keys(INDEX_TYPES).map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" select size="small" label="Index" value={index} onChange={(event) => setIndex(event.target.value)} sx={{ minWidth: 120 }}>
          {INDEX_TYPES[indexType].map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth={false} margin="none" size="small" type="date" label="Start date" value={start} onChange={(event) => setStart(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField fullWidth={false} margin="none" size="small" type="date" label="End date" value={end} onChange={(event) => setEnd(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button variant="contained" onClick={() => void openReport()} disabled={report.isFetching}>
          {report.isFetching ? 'Please wait!' : 'PDF'}
        </Button>
      </Box>
      {field && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 }}>
          <FieldIndexMap field={field} index={index === 'BASE' ? 'TRUE_COLOR' : (index as ScalarIndexId)} start={start} end={end} />
          <FieldWeatherChart fieldId={field.id} start={start} end={end} />
        </Box>
      )}
      {field && <FieldSeasonSection fieldId={field.id} />}
      <Typography variant="h6" component="h2">
        Crop seasons
      </Typography>
      {field && field.crop_season.length === 0 && <Typography>{FARM_SUMMARY_MESSAGES.noCrop}</Typography>}
      <List dense>
        {field?.crop_season.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton onClick={() => setSeasonOpen(item.id)}>
              <ListItemText primary={`${item.season} · ${item.crop.name}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {season && (
        <Box role="dialog" aria-label="Crop season" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography>Crop name: {season.crop.name}</Typography>
          <Typography>Variety: {season.crop.description}</Typography>
          <Typography>Season: {season.season}</Typography>
          <Typography>Sowing date: {season.sowing_date}</Typography>
          <Typography>Harvest date: {season.harvest_date}</Typography>
          <Button onClick={() => setSeasonOpen(null)}>Close</Button>
        </Box>
      )}
      {previewOpen && report.data?.[0] && <ReportPreview report={report.data[0]} onClose={() => setPreviewOpen(false)} />}
    </Box>
  );
}
