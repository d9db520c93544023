import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { formatText } from '../lib/i18n/format-text';

/** A page's spinner; `label` (a catalogue key, or text) names it for screen readers in the language on screen. */
export function FullPageLoader({ label = 'app.loading' }: { label?: string }) {
  const intl = useIntl();
  return (
    <Box role="status" aria-label={formatText(intl, label)} sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
