import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfig } from '../../../lib/config';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { hasStoredSession } from '../../../lib/stored-session';
import { ContactForm } from './contact-form';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingNavBar } from './landing-nav-bar';
import { AboutSection, IndustriesSection, ProductsSection } from './offer-sections';
import { Splash, useSplash } from './splash';

/**
 * /home: the public landing page. Its chunk stays free of Amplify, the store and the icon package: session
 * detection reads Amplify's localStorage key.
 */
export default function LandingPage() {
  // The landing, terms and privacy texts are a chunk of their own, which the farmer's screens never load.
  return useCatalogue('public') ? <Landing /> : <FullPageLoader />;
}

function Landing() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'landing.title' }));
  const config = useConfig();
  const splash = useSplash();
  const signedIn = hasStoredSession(config.userPoolClientId);

  return (
    <>
      {splash && <Splash />}
      <LandingNavBar signedIn={signedIn} />
      <Box component="main">
        <HeroSection />
        <AboutSection />
        <ProductsSection />
        <IndustriesSection />
        <Box id="contact-us" component="section" aria-labelledby="contact-heading" sx={{ py: 10, bgcolor: 'background.paper', scrollMarginTop: 64 }}>
          <Container maxWidth="sm">
            <Typography id="contact-heading" variant="h4" component="h2" gutterBottom>
              <FormattedMessage id="landing.contact.heading" />
            </Typography>
            <ContactForm />
          </Container>
        </Box>
      </Box>
      <LandingFooter />
    </>
  );
}
