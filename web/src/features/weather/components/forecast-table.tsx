import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WeatherDay } from '../../../../../shared/api/schemas/weather';
import { weatherIconUrl } from '../../../../../shared/domain/weather';
import { shortDate, withUnit } from '../format';

const COLUMNS = ['Day', 'Weather', 'Max (°C)', 'Min (°C)', 'Wind (m/s)', 'Clouds (%)', 'Precipitation (mm)', 'Humidity (%)'];

/** One row per forecast day (spec 2 §2.4): icon, max/min temperature, wind, clouds, precipitation, humidity. */
export function ForecastTable({ days }: { days: readonly WeatherDay[] }) {
  return (
    <Box component="section" aria-labelledby="weather-days-title" sx={{ mb: 3 }}>
      <Typography id="weather-days-title" variant="h6" component="h2" gutterBottom>
        Daily Forecast
      </Typography>
      <TableContainer component={Paper}>
        <Table size="small" aria-labelledby="weather-days-title">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
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
                    <Box
                      component="img"
                      src={day.weatherUrlIcon ?? weatherIconUrl(day.weather_code)}
                      alt=""
                      sx={{ width: 32, height: 32 }}
                    />
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
      </TableContainer>
    </Box>
  );
}
