import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WEATHER_MESSAGES } from '../../../../../shared/domain/weather';
import { useWeatherText, WEATHER_TEXTS } from '../messages';

/**
 * The weather screens' guidance page: the forecast's error page (spec 2 §2.4), shown with the failure toast, or,
 * when no field is selected (e.g. the menu opened before any field was chosen), what to do first.
 */
export function WeatherError({ reason = 'failed' }: { reason?: 'failed' | 'no-field' }) {
  const say = useWeatherText();
  const noField = reason === 'no-field';
  return (
    <Box component="section" aria-labelledby="weather-error-title" sx={{ textAlign: 'center', py: 8 }}>
      <Typography id="weather-error-title" variant="h5" component="h2" gutterBottom>
        {say(noField ? WEATHER_TEXTS.noFieldTitle : WEATHER_MESSAGES.forecastErrorTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {say(noField ? WEATHER_TEXTS.noFieldText : WEATHER_MESSAGES.forecastErrorSubtext)}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/dashboard/">
        {say(WEATHER_TEXTS.backToDashboard)}
      </Button>
    </Box>
  );
}
