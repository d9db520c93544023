import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">© {new Date().getFullYear()} FieldWatch. Satellite crop and field monitoring.</Typography>
      <Typography variant="body2" sx={{ mt: 1, display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Link component={RouterLink} to="/termandcondition">
          Terms and Conditions
        </Link>
        <Link component={RouterLink} to="/privacypolicy">
          Privacy Policy
        </Link>
      </Typography>
    </Box>
  );
}
