import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BackgroundSlider } from './background-slider';
import { LanguageBar } from './language-bar';
import { PRODUCT_NAME } from '../../../../../shared/domain/accounts';

/** The marketing copy of the login screen (spec 1 §1). */
function Marketing() {
  return (
    <Box sx={{ position: 'relative', color: 'common.white', maxWidth: 520 }}>
      <Typography variant="h3" component="p" sx={{ fontSize: { md: 40 }, mb: 2 }}>
        <FormattedMessage id="auth.marketing.heading" />
      </Typography>
      <Typography variant="h6" component="p" sx={{ mb: 1, fontWeight: 400 }}>
        <FormattedMessage id="auth.marketing.text" />
      </Typography>
      <Typography sx={{ opacity: 0.9 }}>
        <FormattedMessage id="auth.marketing.figures" />
      </Typography>
    </Box>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          alignItems: 'flex-end',
          p: 6,
          bgcolor: 'primary.dark',
        }}
      >
        <BackgroundSlider />
        <Marketing />
      </Box>
      <Box component="main" sx={{ width: { xs: '100%', md: 520 }, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <LanguageBar />
          <Typography component={RouterLink} to="/home" variant="h6" sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}>
            {PRODUCT_NAME}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
