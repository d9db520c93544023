import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { isScalarIndexId, type ScalarIndexId } from '../../../../../shared/domain/indices';
import { MAX_YEARS_BACK } from '../../../../../shared/domain/monitoring';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetClearViewsQuery } from '../../../api/radar';
import { radarFillChanged } from '../../../lib/context-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { chartCsv, chartInputsValid, yearRanges } from '../analysis-data';

import { useSeasonYears } from '../hooks/use-season-years';
import { useYearSeries } from '../hooks/use-year-series';
import { seasonYearsOf } from '../../../lib/season-words';
import { INDEX_GROUPS, useMonitoringTexts, type IndexGroup } from '../messages';
import { DateRangeFields } from './date-range-fields';
import { ClearViewStrip } from './clear-view-strip';
import { MeanIndexChart, PLOT_INSET } from './mean-index-chart';
import { RadarChart } from './radar-chart';
import { SimulatedImageryNote } from './simulated-imagery-note';
import { saveTextFile } from '../../../lib/save-text-file';

const groupOf = (index: string | null): IndexGroup => ((INDEX_GROUPS.moisture as readonly string[]).includes(index ?? '') ? 'moisture' : 'vegetative');

/**
 * The analysis modal (spec 2 §2.1, §5, §8): Index Type and index, start and end dates, how many years to compare
 * (capped at 5), and the Mean Index Value Chart with one series per year; every point says how much of the field
 * was seen clear, and a CSV saves what the chart shows. Cloudy days are filled with estimates from radar unless the
 * user turns it off (remembered with the session's other choices); the clear-view ledger of the range lies under the
 * chart's time axis, and a Radar tab shows the field's Sentinel-1 series per orbit over the same range.
 */
export default function AnalysisDialog({ field, onClose, onSatelliteView }: { field: Field; onClose: () => void; onSatelliteView?: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const texts = useMonitoringTexts();
  const dispatch = useAppDispatch();
  const context = useAppSelector((state) => state.sessionContext);
  const [tab, setTab] = useState<'index' | 'radar'>('index');
  const [group, setGroup] = useState<IndexGroup>(groupOf(context.index));
  const [index, setIndex] = useState<ScalarIndexId | null>(context.index && isScalarIndexId(context.index) ? context.index : null);
  const [range, setRange] = useState({ start: context.start, end: context.end });
  const [years, setYears] = useState(1);
  const cloud = context.cloud;

  const valid = chartInputsValid({ coordinates: field.coordinates, index, cloud, start: range.start, end: range.end });
  const ranges = useMemo(() => (valid ? yearRanges(range.start, range.end, years) : []), [valid, range, years]);
  const { series, loading, failed, retry } = useYearSeries(valid ? field.id : null, index, cloud, ranges, context.radarFill);
  const base = ranges[0];
  // The detected seasons of the calendar years the chart shows: their events are marked on the curves.
  const seasonYears = useMemo(() => seasonYearsOf(ranges), [ranges]);
  const seasons = useSeasonYears(valid ? field.id : null, seasonYears);
  const ledger = useGetClearViewsQuery(base ? { field: field.id, start: base.start, end: base.end } : skipToken);
  const drawn = series.some((year) => year.entries.length > 0);
  const empty = valid && !loading && failed.length === 0 && !drawn;
  const loadedYears = series.filter((year) => year.status === 'loaded').length;

  const download = () => {
    if (!valid || series.every((year) => year.entries.length === 0)) {
      enqueueSnackbar(texts.downloadNoChart, { variant: 'warning', autoHideDuration: 2000 });
      return;
    }
    saveTextFile(chartCsv(index ?? '', series), `${field.name}-${index}-${range.start}-${range.end}-${ranges.length}y.csv`.replace(/[^A-Za-z0-9._-]+/g, '-'));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="analysis-title">
      <DialogTitle id="analysis-title">
        {texts.analysisTitle(field.name)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            label={texts.indexType}
            value={group}
            onChange={(event) => {
              const next = event.target.value as IndexGroup;
              setGroup(next);
              if (index && !(INDEX_GROUPS[next] as readonly string[]).includes(index)) setIndex(null);
            }}
            size="small"
            sx={{ width: 150 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="moisture">{texts.moisture}</option>
            <option value="vegetative">{texts.vegetative}</option>
          </TextField>
          <TextField
            select
            label={texts.index}
            value={index ?? ''}
            onChange={(event) => setIndex(isScalarIndexId(event.target.value) ? event.target.value : null)}
            size="small"
            sx={{ width: 130 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{texts.chooseIndex}</option>
            {INDEX_GROUPS[group].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
          <DateRangeFields id="analysis" start={range.start} end={range.end} onChange={setRange} />
          <FormControl>
            <FormLabel id="analysis-years">{texts.yearRange}</FormLabel>
            <RadioGroup row aria-labelledby="analysis-years" value={String(years)} onChange={(event) => setYears(Number(event.target.value))}>
              {Array.from({ length: MAX_YEARS_BACK }, (_, k) => k + 1).map((count) => (
                <FormControlLabel key={count} value={String(count)} control={<Radio size="small" />} label={texts.yearsBack(count)} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={context.radarFill} onChange={(event) => dispatch(radarFillChanged(event.target.checked))} />}
            label={texts.radarFill}
          />
        </Box>
        <Tabs value={tab} onChange={(_event, next: 'index' | 'radar') => setTab(next)} aria-label={texts.chartTabs} sx={{ mt: 1 }}>
          <Tab value="index" label={texts.indexTab} id="analysis-tab-index" aria-controls="analysis-panel-index" />
          <Tab value="radar" label={texts.radarTab} id="analysis-tab-radar" aria-controls="analysis-panel-radar" />
        </Tabs>
        {tab === 'radar' && (
          <Box role="tabpanel" id="analysis-panel-radar" aria-labelledby="analysis-tab-radar" sx={{ mt: 2 }}>
            {range.start && range.end ? <RadarChart field={field.id} start={range.start} end={range.end} /> : <Alert severity="warning">{texts.invalidChart}</Alert>}
          </Box>
        )}
        <Box role="tabpanel" id="analysis-panel-index" aria-labelledby="analysis-tab-index" hidden={tab !== 'index'} sx={{ mt: 2 }}>
          {!valid && <Alert severity="warning">{texts.invalidChart}</Alert>}
          {valid && loading && (
            <Box role="status" sx={{ mb: 1 }}>
              <LinearProgress aria-label={texts.pleaseWait} />
              {series.length > 1 && (
                <Typography variant="caption" color="text.secondary">
                  {texts.yearsLoading(loadedYears, series.length)}
                </Typography>
              )}
            </Box>
          )}
          {valid && failed.length > 0 && (
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {texts.tryAgain}
                </Button>
              }
            >
              {texts.yearsFailed(failed.map((range) => range.label))}
            </Alert>
          )}
          {empty && <Alert severity="info">{texts.noChartData}</Alert>}
          {valid && drawn && (
            <MeanIndexChart
              series={series}
              seasons={seasons}
              strip={(domain) => base && <ClearViewStrip ledger={ledger.currentData} failed={ledger.isError} start={base.start} domain={domain} inset={PLOT_INSET} />}
            />
          )}
          <Box sx={{ mt: 1 }}>
            <SimulatedImageryNote />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        {onSatelliteView && <Button onClick={onSatelliteView}>{texts.satelliteTitle}</Button>}
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={loading}>
          {texts.downloadCsv}
        </Button>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
