import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from 'notistack';
import { WEATHER_MESSAGES } from '../../../../../shared/domain/weather';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api';
import { useGetForecastQuery } from '../../../api/weather';
import { todayDay } from '../format';
import { useWeatherLocation } from '../hooks/use-weather-location';
import { useWeatherText, WEATHER_TEXTS } from '../messages';
import { ForecastStrip } from './forecast-strip';
import { ForecastSummary } from './forecast-summary';
import { ForecastTable } from './forecast-table';
import { LocationCaption } from './location-caption';
import { creditsOf, WeatherAttribution } from './weather-attribution';
import { WeatherError } from './weather-error';
import { WeatherLinks } from './weather-links';

/** /dashboard/weather/forecast/{pair} (spec 2 §2.4). */
export default function WeatherForecastPage() {
  const { enqueueSnackbar } = useSnackbar();
  const say = useWeatherText();
  const { pair, location, valid, field, selectedFieldId } = useWeatherLocation();
  const forecast = useGetForecastQuery(valid ? { location, field } : skipToken);
  const { error } = forecast;
  const days = forecast.data ?? [];
  const noField = pair === '';
  const failed = !valid || forecast.isError || (forecast.isSuccess && days.length === 0);

  useEffect(() => {
    if (!failed || noField) return;
    // Offline is told as such (spec 2 §8 generic); any other failure with the forecast's text.
    const message = isApiError(error) && error.status === 0 ? error.message : say(WEATHER_MESSAGES.forecastFailed);
    enqueueSnackbar(message, { variant: 'error' });
  }, [failed, noField, error, enqueueSnackbar, say]);

  const today = todayDay();
  const current = days.find((day) => day.date === today) ?? days[0];

  return (
    <Box component="section" aria-label={say(WEATHER_TEXTS.forecastTitle)}>
      <PageTitle title={say(WEATHER_TEXTS.forecastTitle)} />
      {failed ? (
        <WeatherError reason={noField ? 'no-field' : 'failed'} />
      ) : (
        <>
          <LocationCaption location={location} />
          <WeatherLinks
            links={[
              { label: say(WEATHER_TEXTS.goToHistory), to: `/dashboard/weather/history/${pair}` },
              { label: say(WEATHER_TEXTS.viewFieldInfo), to: `/dashboard/farmsummary/info/${selectedFieldId ?? ''}` },
            ]}
          />
          {forecast.isLoading || !current ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <CircularProgress aria-label={say(WEATHER_TEXTS.loadingForecast)} />
            </Box>
          ) : (
            <>
              <WeatherAttribution credits={creditsOf(days)} />
              <ForecastSummary day={current} />
              <ForecastTable days={days} />
              <ForecastStrip
                id="precipitation-strip-title"
                title={say(WEATHER_MESSAGES.precipitationStrip)}
                days={days}
                value={(day) => day.precipitation}
                unit="mm"
                scaleMax={10}
                colour="info.main"
              />
              <ForecastStrip
                id="wind-strip-title"
                title={say(WEATHER_MESSAGES.windStrip)}
                days={days}
                value={(day) => day.windspeed}
                unit="m/s"
                scaleMax={8}
                colour="success.main"
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}
