import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WeatherDay } from '../../../../../shared/api/schemas/weather';
import { shortDate, withUnit } from '../format';
import { useWeatherText } from '../messages';

/**
 * A strip of one value per forecast day, as small bars (spec 2 §2.4 'Precipitation (0mm)', 'Wind (1-8m/s)'):
 * bars are scaled to `scaleMax`, or to the largest value when that is bigger.
 */
export function ForecastStrip({
  id,
  title,
  days,
  value,
  unit,
  scaleMax,
  colour,
}: {
  id: string;
  title: string;
  days: readonly WeatherDay[];
  value: (day: WeatherDay) => number | null;
  unit: string;
  scaleMax: number;
  colour: string;
}) {
  const say = useWeatherText();
  const top = Math.max(scaleMax, ...days.map((day) => value(day) ?? 0));
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, mb: 3 }}>
      <Typography id={id} variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* On a phone the days scroll sideways: the list takes focus so the keyboard can scroll it too. */}
      <Box
        component="ul"
        aria-labelledby={id}
        tabIndex={0}
        sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        {days.map((day) => {
          const amount = value(day);
          const label = say('weather.stripDay', { date: shortDate(day.date), value: withUnit(amount, unit) });
          return (
            <Box component="li" key={day.date} aria-label={label} sx={{ flex: '1 0 64px', textAlign: 'center' }}>
              <Box aria-hidden sx={{ height: 64, display: 'flex', alignItems: 'flex-end', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
                <Box sx={{ width: '60%', height: `${Math.round(((amount ?? 0) / top) * 100)}%`, minHeight: 2, bgcolor: colour, borderRadius: 0.5 }} />
              </Box>
              <Typography aria-hidden variant="caption" component="div" sx={{ fontWeight: 600 }}>
                {withUnit(amount, unit)}
              </Typography>
              <Typography aria-hidden variant="caption" component="div" color="text.secondary">
                {shortDate(day.date)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
