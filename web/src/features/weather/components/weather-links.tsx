import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The weather screens' links (spec 2 §2.4, §2.5), as buttons. */
export function WeatherLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label="Weather links" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {links.map(({ label, to }) => (
        <Button key={label} variant="outlined" size="small" component={RouterLink} to={to}>
          {label}
        </Button>
      ))}
    </Box>
  );
}
