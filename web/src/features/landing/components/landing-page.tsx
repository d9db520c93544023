import { useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { TIMINGS } from '../../../../../shared/domain/accounts';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { hasStoredSession } from '../../../lib/stored-session';
import { ContactForm } from './contact-form';
import { ProductCarousel, type Slide } from './product-carousel';

// The landing chunk stays free of Amplify, the store and the icon package: session detection reads Amplify's
// localStorage key, and the two icons below are inline paths.
const MENU_PATH = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const CLOSE_PATH = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about-us', label: 'About Us' },
  { id: 'products', label: 'Products' },
  { id: 'contact-us', label: 'Contact Us' },
] as const;

const PRODUCTS = [
  {
    name: 'Farm Monitoring',
    to: '/dashboard/farmsummary/',
    text: 'Follow every field of your farm from one summary: crops, sowing dates and the latest index values.',
  },
  {
    name: 'Satellite Imagery',
    to: '/dashboard/satellite-view/',
    text: 'Sentinel-2 imagery of your fields with vegetation and moisture indices, cloud filtering and comparisons.',
  },
  {
    name: 'Crop Monitoring',
    to: '/dashboard/crop-plan/config/farm/',
    text: 'Plan crops per season, rotate them over the years and watch how each crop performs.',
  },
] as const;

// Real renders of the product (npm run landing:images renders them from the demo farm with the imagery engine).
const SLIDES: readonly Slide[] = [
  {
    src: '/images/landing/ndvi-growing-season.png',
    alt: 'NDVI map of six demo fields in the growing season: dense green maize and soybean, lighter vegetables and fallow',
    caption: 'NDVI map of a demo farm in July: the greener, the denser the crop',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-chart.svg',
    alt: 'Line chart of NDVI by field over a year: each crop greens up and is harvested at its own time',
    caption: 'NDVI of every field through the year, from the same imagery',
  },
  {
    src: '/images/landing/weather-chart.svg',
    alt: 'Chart of a year of weather at the demo farm: rain by month and daily maximum and minimum temperature',
    caption: 'Weather at the field: rain by month and daily temperatures',
  },
  {
    src: '/images/landing/ndvi-late-season.png',
    alt: 'NDVI map of the same fields in September: maize harvested, rice and sorghum still green',
    caption: 'The same farm in September: harvested fields stand out',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-dry-season.png',
    alt: 'NDVI map of the same fields in the dry season: only the irrigated rice is green',
    caption: 'Dry season: only the irrigated rice is green',
    pixelated: true,
  },
];

const INDUSTRIES = [
  { name: 'Oil and Gas', text: 'Watch vegetation and ground moisture along pipelines and sites.' },
  { name: 'Agriculture', text: 'Field health, crop plans, tasks and weather for every farm.' },
  { name: 'Forestry', text: 'Track canopy health and change across large forest areas.' },
  { name: 'Fishery', text: 'Monitor water bodies and surrounding land from above.' },
] as const;

/** The splash shows on the first landing of a page load only. */
let splashDone = false;

function scrollTo(event: MouseEvent<HTMLElement>, id: string, after?: () => void) {
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  after?.();
}

function Splash() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          FieldWatch
        </Typography>
        <CircularProgress color="inherit" aria-hidden />
      </Box>
    </Box>
  );
}

export default function LandingPage() {
  useDocumentTitle('Home');
  const config = useConfig();
  const [splash, setSplash] = useState(!splashDone);
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = hasStoredSession(config.userPoolClientId);

  useEffect(() => {
    if (!splash) return;
    const timer = window.setTimeout(() => {
      splashDone = true;
      setSplash(false);
    }, TIMINGS.splash);
    return () => window.clearTimeout(timer);
  }, [splash]);

  const account = signedIn ? (
    <Button component={RouterLink} to="/dashboard/" variant="contained" color="secondary">
      Dashboard
    </Button>
  ) : (
    <Button component={RouterLink} to="/auth/login/" variant="contained" color="secondary">
      Sign In
    </Button>
  );

  return (
    <>
      {splash && <Splash />}
      <AppBar position="sticky" color="primary">
        <Toolbar component="nav" aria-label="Landing" sx={{ gap: 2 }}>
          <Typography variant="h6" component="a" href="#home" onClick={(e: MouseEvent<HTMLElement>) => scrollTo(e, 'home')} sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}>
            FieldWatch
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {LANDING_SECTIONS.map((section) => (
              <Button key={section.id} color="inherit" href={`#${section.id}`} onClick={(e) => scrollTo(e, section.id)}>
                {section.label}
              </Button>
            ))}
          </Box>
          {account}
          <IconButton
            color="inherit"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
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
          <Box component="ul" aria-label="Mobile menu" sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <Button color="inherit" fullWidth href={`#${section.id}`} onClick={(e) => scrollTo(e, section.id, () => setMenuOpen(false))} sx={{ justifyContent: 'flex-start' }}>
                  {section.label}
                </Button>
              </li>
            ))}
          </Box>
        </Collapse>
      </AppBar>

      <Box component="main">
        <Box
          id="home"
          component="section"
          aria-labelledby="hero-heading"
          sx={{
            py: { xs: 6, md: 10 },
            color: 'common.white',
            background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 45%, #689f38 100%)',
            scrollMarginTop: 64,
          }}
        >
          <Container sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'center' }}>
            <Box>
              <Typography id="hero-heading" variant="h2" component="h1" sx={{ fontSize: { xs: 36, md: 52 } }}>
                Monitor your fields from space
              </Typography>
              <Typography variant="h6" component="p" sx={{ mt: 2, mb: 4, opacity: 0.9 }}>
                Satellite vegetation and moisture indices, weather and team tasks for every field, so you can decide
                fast on field treatment without leaving the office.
              </Typography>
              <Button component={RouterLink} to="/auth/register/" size="large" variant="contained" color="secondary">
                Get Started
              </Button>
            </Box>
            <ProductCarousel label="What FieldWatch shows" slides={SLIDES} />
          </Container>
        </Box>

        <Container id="about-us" component="section" aria-labelledby="about-heading" sx={{ py: 10, scrollMarginTop: 64 }}>
          <Typography id="about-heading" variant="h4" component="h2" gutterBottom>
            About Us
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
            We help farmers, farm managers and organisations watch their land with satellite imagery: how healthy the
            crops are, how much moisture the soil holds, what the weather will do, and which tasks the team has to do.
          </Typography>
        </Container>

        <Box id="products" component="section" aria-labelledby="products-heading" sx={{ py: 10, bgcolor: 'background.paper', scrollMarginTop: 64 }}>
          <Container>
            <Typography id="products-heading" variant="h4" component="h2" gutterBottom>
              Products
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {PRODUCTS.map((product) => (
                <Card key={product.name} component="article">
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {product.name}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {product.text}
                    </Typography>
                    <Button component={RouterLink} to={product.to} variant="outlined">
                      {product.name}
                    </Button>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Container>
        </Box>

        <Container component="section" aria-labelledby="industries-heading" sx={{ py: 10 }}>
          <Typography id="industries-heading" variant="h4" component="h2" gutterBottom>
            Industries
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {INDUSTRIES.map((industry) => (
              <Box component="li" key={industry.name} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                <Typography variant="h6" component="h3">
                  {industry.name}
                </Typography>
                <Typography color="text.secondary">{industry.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>

        <Box id="contact-us" component="section" aria-labelledby="contact-heading" sx={{ py: 10, bgcolor: 'background.paper', scrollMarginTop: 64 }}>
          <Container maxWidth="sm">
            <Typography id="contact-heading" variant="h4" component="h2" gutterBottom>
              Contact Us
            </Typography>
            <ContactForm />
          </Container>
        </Box>
      </Box>

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
    </>
  );
}
