import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WEATHER_MESSAGES } from '../../../../../shared/domain/weather';
import { WEATHER_TEXTS } from '../messages';

/** The forecast's error page (spec 2 §2.4): shown with the failure toast. */
export function WeatherError() {
  return (
    <Box component="section" aria-labelledby="weather-error-title" sx={{ textAlign: 'center', py: 8 }}>
      <Typography id="weather-error-title" variant="h5" component="h2" gutterBottom>
        {WEATHER_MESSAGES.forecastErrorTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {WEATHER_MESSAGES.forecastErrorSubtext}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/dashboard/">
        {WEATHER_TEXTS.backToDashboard}
      </Button>
    </Box>
  );
}
