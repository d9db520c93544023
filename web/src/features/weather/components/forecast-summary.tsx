import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { WeatherDay } from '../../../../../shared/api/schemas/weather';
import { weatherIconUrl } from '../../../../../shared/domain/weather';
import { useIntl } from 'react-intl';
import { longDate, withUnit } from '../format';
import { useWeatherText } from '../messages';

/** The current day (spec 2 §2.4): date, indicator text, day of month, wind, humidity, clouds, precipitation. */
export function ForecastSummary({ day }: { day: WeatherDay }) {
  const say = useWeatherText();
  // The day's name follows the language (the date beside it keeps the specification's English format).
  const intl = useIntl();
  const place = [day.areaName, day.country].filter(Boolean).join(', ');
  const facts = [
    { term: say('weather.wind'), value: withUnit(day.windspeed, 'm/s') },
    { term: say('weather.humidity'), value: withUnit(day.Humidity, '%', 0) },
    { term: say('weather.clouds'), value: withUnit(day.cloud_over, '%', 0) },
    { term: say('weather.precipitation'), value: withUnit(day.precipitation, 'mm') },
  ];
  return (
    <Card component="section" aria-labelledby="weather-today-title" sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box sx={{ textAlign: 'center', minWidth: 96 }}>
          <Typography sx={{ fontSize: 56, fontWeight: 700, lineHeight: 1 }}>
            {day.date.slice(8, 10)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatDate(`${day.date}T00:00:00Z`, { weekday: 'long', timeZone: 'UTC' })}
          </Typography>
        </Box>
        <Box component="img" src={day.weatherUrlIcon ?? weatherIconUrl(day.weather_code)} alt={day.indicator} sx={{ width: 80, height: 80 }} />
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography id="weather-today-title" variant="h6" component="h2">
            {say('weather.today', { date: longDate(day.date) })}
          </Typography>
          <Typography variant="h5" component="p">
            {day.indicator}
          </Typography>
          {place && (
            <Typography variant="body2" color="text.secondary">
              {place}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {say('weather.maxMin', { max: withUnit(day.max_temperature, '°C'), min: withUnit(day.min_temperature, '°C') })}
          </Typography>
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {facts.map(({ term, value }) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
