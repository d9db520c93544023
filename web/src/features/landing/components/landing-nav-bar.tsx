import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitch } from '../../../components/language-switch';
import { TranslationReviewNote } from '../../../components/translation-review-note';
import { PRODUCT_NAME } from '../../../../../shared/domain/accounts';
import { LANDING_SECTIONS } from '../landing-content';
import { scrollToSection } from '../scroll-to-section';

// The landing chunk stays free of Amplify, the store and the icon package: the two icons below are inline paths.
const MENU_PATH = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** The language picker on the bar's green: a light box around the select, the review note under it. */
function LanguagePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: fullWidth ? 'stretch' : 'flex-end' }}>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, pt: 0.75, px: 0.5, pb: 0.5 }}>
        <LanguageSwitch fullWidth={fullWidth} />
      </Box>
      <Box sx={{ color: 'inherit', '& .MuiTypography-root': { color: 'inherit', opacity: 0.85 } }}>
        <TranslationReviewNote />
      </Box>
    </Box>
  );
}

/**
 * The landing page's bar: its sections and the language (a menu on a phone) and Sign In, or Dashboard for someone
 * signed in.
 */
export function LandingNavBar({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <AppBar position="sticky" color="primary">
      <Toolbar component="nav" aria-label={intl.formatMessage({ id: 'landing.nav.label' })} sx={{ gap: 2 }}>
        <Typography
          variant="h6"
          component="a"
          href="#home"
          onClick={(e: MouseEvent<HTMLElement>) => scrollToSection(e, 'home')}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {LANDING_SECTIONS.map((section) => (
            <Button key={section.id} color="inherit" href={`#${section.id}`} onClick={(e) => scrollToSection(e, section.id)}>
              <FormattedMessage id={section.label} />
            </Button>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <LanguagePicker />
        </Box>
        {signedIn ? (
          <Button component={RouterLink} to="/dashboard/" variant="contained" color="secondary">
            <FormattedMessage id="landing.nav.dashboard" />
          </Button>
        ) : (
          <Button component={RouterLink} to="/auth/login/" variant="contained" color="secondary">
            <FormattedMessage id="landing.nav.signIn" />
          </Button>
        )}
        <IconButton
          color="inherit"
          aria-label={intl.formatMessage({ id: menuOpen ? 'landing.nav.closeMenu' : 'landing.nav.openMenu' })}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { md: 'none' } }}
        >
          <SvgIcon>
            <path d={menuOpen ? CLOSE_PATH : MENU_PATH} />
          </SvgIcon>
        </IconButton>
      </Toolbar>
      <Collapse in={menuOpen} id="landing-mobile-menu" sx={{ display: { md: 'none' } }}>
        <Box component="ul" aria-label={intl.formatMessage({ id: 'landing.nav.mobileMenu' })} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
          {LANDING_SECTIONS.map((section) => (
            <li key={section.id}>
              <Button
                color="inherit"
                fullWidth
                href={`#${section.id}`}
                onClick={(e) => scrollToSection(e, section.id, () => setMenuOpen(false))}
                sx={{ justifyContent: 'flex-start' }}
              >
                <FormattedMessage id={section.label} />
              </Button>
            </li>
          ))}
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <LanguagePicker fullWidth />
        </Box>
      </Collapse>
    </AppBar>
  );
}
