import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/i18n/use-text';
import { weatherApi } from '../../../api/weather';
import { LazyPart } from '../../../components/lazy-part';
import { lazyComponent } from '../../../lib/lazy-component';

/**
 * The chart itself, with the charting library, loads when there are days to draw: the page's offline copy does not
 * carry it, so a first visit on 2G does not download it for a chart it may never show.
 */
const WeatherDaysChart = lazyComponent(() => import('./weather-days-chart'));

/** Field Info's weather over the chosen dates, as GET /weather/field-info/ answers it (history, or forecast ahead). */
export function FieldWeatherChart({ fieldId, start, end }: { fieldId: string; start: string; end: string }) {
  const { t } = useText();
  const weather = weatherApi.endpoints.getFieldWeatherInfo.useQuery({ id: fieldId, startdate: start, enddate: end }, { skip: !fieldId || !start || !end || start > end });
  const days = Array.isArray(weather.data?.weather) ? weather.data.weather : [];
  return (
    <Paper component="figure" aria-labelledby="field-weather-title" sx={{ m: 0, p: 2 }}>
      <Typography id="field-weather-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('farm-summary.ui.weather.title')}
      </Typography>
      {weather.isFetching && <Typography color="text.secondary">{t('farm-summary.ui.weather.loading')}</Typography>}
      {!weather.isFetching && (weather.isError || days.length === 0) && <Typography color="text.secondary">{t('farm-summary.ui.weather.none')}</Typography>}
      {days.length > 0 && (
        <LazyPart fallback={<Box sx={{ height: 280 }} />}>
          <WeatherDaysChart days={days} />
        </LazyPart>
      )}
    </Paper>
  );
}
