import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWeatherText } from '../messages';

/** The weather screens' links (spec 2 §2.4, §2.5), as buttons. */
export function WeatherLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  const say = useWeatherText();
  return (
    <Box component="nav" aria-label={say('weather.links')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {links.map(({ label, to }) => (
        <Button key={label} variant="outlined" size="small" component={RouterLink} to={to}>
          {label}
        </Button>
      ))}
    </Box>
  );
}
