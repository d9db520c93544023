import Typography from '@mui/material/Typography';
import { useWeatherText } from '../messages';

/** Where the weather is for, as the routes are asked (`lat,long` cut to 5 characters). */
export function LocationCaption({ location }: { location: string }) {
  const say = useWeatherText();
  const [lat = '', long = ''] = location.split(',');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {say('weather.location', { lat, long })}
    </Typography>
  );
}
