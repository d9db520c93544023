import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { WeatherDay } from '../../../../../shared/api/schemas/weather';
import { weatherIconUrl } from '../../../../../shared/domain/weather';
import { shortDate, withUnit } from '../format';
import { ScrollTable } from '../../../components/scroll-table';
import { useWeatherText } from '../messages';

const COLUMNS = ['weather.columnDay', 'weather.columnWeather', 'weather.columnMax', 'weather.columnMin', 'weather.columnWind', 'weather.columnClouds', 'weather.columnPrecipitation', 'weather.columnHumidity'] as const;

function WeatherIcon({ day }: { day: WeatherDay }) {
  return <Box component="img" src={day.weatherUrlIcon ?? weatherIconUrl(day.weather_code)} alt="" sx={{ width: 32, height: 32 }} />;
}

/** Below `sm` a day is a card with every value labelled: eight columns do not fit a phone. */
function ForecastCards({ days }: { days: readonly WeatherDay[] }) {
  const say = useWeatherText();
  return (
    <Box component="ul" aria-labelledby="weather-days-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {days.map((day) => (
        <Paper component="li" key={day.date} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <WeatherIcon day={day} />
            <Box>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {shortDate(day.date)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {day.indicator}
              </Typography>
            </Box>
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {[
              [say('weather.max'), withUnit(day.max_temperature, '°C')],
              [say('weather.min'), withUnit(day.min_temperature, '°C')],
              [say('weather.wind'), withUnit(day.windspeed, 'm/s')],
              [say('weather.clouds'), withUnit(day.cloud_over, '%', 0)],
              [say('weather.precipitation'), withUnit(day.precipitation, 'mm')],
              [say('weather.humidity'), withUnit(day.Humidity, '%', 0)],
            ].map(([label, value]) => (
              <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** One row per forecast day (spec 2 §2.4): icon, max/min temperature, wind, clouds, precipitation, humidity. */
export function ForecastTable({ days }: { days: readonly WeatherDay[] }) {
  const say = useWeatherText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box component="section" aria-labelledby="weather-days-title" sx={{ mb: 3 }}>
      <Typography id="weather-days-title" variant="h6" component="h2" gutterBottom>
        {say('weather.dailyForecast')}
      </Typography>
      {narrow ? (
        <ForecastCards days={days} />
      ) : (
        <ScrollTable paper label={say('weather.dailyTable')}>
          <Table size="small" aria-labelledby="weather-days-title">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{say(column)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.date}>
                  <TableCell component="th" scope="row">
                    {shortDate(day.date)}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <WeatherIcon day={day} />
                      {day.indicator}
                    </Box>
                  </TableCell>
                  <TableCell>{withUnit(day.max_temperature, '°C')}</TableCell>
                  <TableCell>{withUnit(day.min_temperature, '°C')}</TableCell>
                  <TableCell>{withUnit(day.windspeed, 'm/s')}</TableCell>
                  <TableCell>{withUnit(day.cloud_over, '%', 0)}</TableCell>
                  <TableCell>{withUnit(day.precipitation, 'mm')}</TableCell>
                  <TableCell>{withUnit(day.Humidity, '%', 0)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
}
