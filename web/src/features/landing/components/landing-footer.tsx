import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">
        <FormattedMessage id="landing.footer.tagline" values={{ year: String(new Date().getFullYear()) }} />
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Link component={RouterLink} to="/termandcondition">
          <FormattedMessage id="landing.footer.terms" />
        </Link>
        <Link component={RouterLink} to="/privacypolicy">
          <FormattedMessage id="landing.footer.privacy" />
        </Link>
      </Typography>
    </Box>
  );
}
