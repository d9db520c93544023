import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { SLIDES } from '../landing-content';
import { ProductCarousel } from './product-carousel';

/** The top of the landing page: what FieldWatch does, Get Started, and real renders of the product. */
export function HeroSection() {
  const intl = useIntl();
  const slides = SLIDES.map((slide) => ({ ...slide, alt: intl.formatMessage({ id: slide.alt }), caption: intl.formatMessage({ id: slide.caption }) }));
  return (
    <Box
      id="home"
      component="section"
      aria-labelledby="hero-heading"
      sx={{ py: { xs: 6, md: 10 }, color: 'common.white', background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 45%, #689f38 100%)', scrollMarginTop: 64 }}
    >
      <Container sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'center' }}>
        <Box>
          <Typography id="hero-heading" variant="h2" component="h1" sx={{ fontSize: { xs: 36, md: 52 } }}>
            <FormattedMessage id="landing.hero.heading" />
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, mb: 4, opacity: 0.9 }}>
            <FormattedMessage id="landing.hero.text" />
          </Typography>
          <Button component={RouterLink} to="/auth/register/" size="large" variant="contained" color="secondary">
            <FormattedMessage id="landing.hero.getStarted" />
          </Button>
        </Box>
        <ProductCarousel label={intl.formatMessage({ id: 'landing.hero.carouselLabel' })} slides={slides} />
      </Container>
    </Box>
  );
}
