import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { defaultHistoryRange, WEATHER_MESSAGES, type CompareMode } from '../../../../../shared/domain/weather';
import { PageTitle } from '../../../components/page-title';
import { slashDate, todayDay } from '../format';
import { COMPARE_OPTIONS, downloadRefusal, historyDateErrors, loadRefusal } from '../history-series';
import { useHistoryDownload } from '../hooks/use-history-download';
import { useHistoryLoader } from '../hooks/use-history-loader';
import { useWeatherLocation } from '../hooks/use-weather-location';
import type { MessageId } from '../../../../../shared/i18n/english';
import { useWeatherText, WEATHER_TEXTS } from '../messages';
import { HistoryCharts } from './history-charts';
import { LocationCaption } from './location-caption';
import { WeatherAttribution } from './weather-attribution';
import { WeatherError } from './weather-error';
import { WeatherLinks } from './weather-links';

/** The caption of what is shown, by compare mode. */
const SHOWING: Record<CompareMode, MessageId> = { none: 'weather.showing', fiveYears: 'weather.showingFiveYears', average: 'weather.showingAverage' };

/** Keeps a helper line's height when there is nothing to say. */
const BLANK = ' ';

/** /dashboard/weather/history/{pair} (spec 2 §2.5). */
export default function WeatherHistoryPage() {
  const { enqueueSnackbar } = useSnackbar();
  const say = useWeatherText();
  const { pair, location, valid, field } = useWeatherLocation();
  const today = todayDay();
  const [start, setStart] = useState(() => defaultHistoryRange(today).start);
  const [end, setEnd] = useState(today);
  const [mode, setMode] = useState<CompareMode>('none');
  const { load, loading, loaded } = useHistoryLoader(location, field);
  const download = useHistoryDownload(location, field, { start, end });
  const errors = historyDateErrors(start, end, today);

  // The default range (yesterday to today) loads on arrival.
  useEffect(() => {
    if (valid) void load('none', defaultHistoryRange(todayDay()));
  }, [load, valid]);

  const onLoad = (event: FormEvent) => {
    event.preventDefault();
    const refusal = loadRefusal(mode, start, end, today) ?? (valid ? null : WEATHER_MESSAGES.historyFailed);
    if (refusal) {
      enqueueSnackbar(say(refusal), { variant: 'error' });
      return;
    }
    void load(mode, { start, end });
  };

  const onDownload = () => {
    if (download.ready) {
      download.download();
      return;
    }
    const refusal = downloadRefusal(start, end, today) ?? (valid ? null : WEATHER_MESSAGES.downloadFailed);
    if (refusal) {
      enqueueSnackbar(say(refusal), { variant: 'error' });
      return;
    }
    void download.generate({ start, end });
  };

  const hasDays = loaded?.series.some(({ days }) => days.length > 0) ?? false;

  // Without a field (or with a broken path) there is no place to show history for: say what to do instead.
  if (!valid) {
    return (
      <Box component="section" aria-label={say(WEATHER_TEXTS.historyTitle)}>
        <PageTitle title={say(WEATHER_TEXTS.historyTitle)} />
        <WeatherError reason="no-field" />
      </Box>
    );
  }

  return (
    <Box component="section" aria-label={say(WEATHER_TEXTS.historyTitle)}>
      <PageTitle title={say(WEATHER_TEXTS.historyTitle)} />
      <LocationCaption location={location} />
      <WeatherLinks links={[{ label: say(WEATHER_TEXTS.goToForecast), to: `/dashboard/weather/forecast/${pair}` }]} />

      <Box
        component="form"
        aria-label={say('weather.historyOptions')}
        noValidate
        onSubmit={onLoad}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          id="history-start-date"
          type="date"
          label={say(WEATHER_TEXTS.startDate)}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          error={Boolean(errors.start)}
          helperText={errors.start ? say(errors.start) : BLANK}
          size="small"
          fullWidth={false}
          margin="none"
          sx={{ width: 200 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end || today } }}
        />
        <TextField
          id="history-end-date"
          type="date"
          label={say(WEATHER_TEXTS.endDate)}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={Boolean(errors.end)}
          helperText={errors.end ? say(errors.end) : BLANK}
          size="small"
          fullWidth={false}
          margin="none"
          sx={{ width: 200 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start || undefined, max: today } }}
        />
        <TextField
          id="history-compare"
          select
          label={say(WEATHER_TEXTS.compare)}
          value={mode}
          onChange={(event) => setMode(event.target.value as CompareMode)}
          helperText={BLANK}
          size="small"
          fullWidth={false}
          margin="none"
          sx={{ width: 160 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {COMPARE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {say(option.label)}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? say(WEATHER_TEXTS.pleaseWait) : say(WEATHER_TEXTS.loadHistory)}
        </Button>
        <Button
          type="button"
          variant={download.ready ? 'contained' : 'outlined'}
          color="secondary"
          startIcon={<DownloadIcon />}
          disabled={download.generating}
          onClick={onDownload}
        >
          {download.label}
        </Button>
      </Box>

      {loaded && <WeatherAttribution credits={loaded.attribution} />}
      {loading && !loaded ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={say(WEATHER_TEXTS.loadingHistory)} />
        </Box>
      ) : loaded ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {say(SHOWING[loaded.mode], { start: slashDate(loaded.range.start), end: slashDate(loaded.range.end) })}
          </Typography>
          {hasDays ? (
            <HistoryCharts mode={loaded.mode} series={loaded.series} rainfall={loaded.rainfall} />
          ) : (
            <Typography color="text.secondary">{say(WEATHER_TEXTS.noHistory)}</Typography>
          )}
        </>
      ) : null}
    </Box>
  );
}
