import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { INDUSTRIES, PRODUCTS } from '../landing-content';

export function AboutSection() {
  return (
    <Container id="about-us" component="section" aria-labelledby="about-heading" sx={{ py: 10, scrollMarginTop: 64 }}>
      <Typography id="about-heading" variant="h4" component="h2" gutterBottom>
        <FormattedMessage id="landing.about.heading" />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
        <FormattedMessage id="landing.about.text" />
      </Typography>
    </Container>
  );
}

export function ProductsSection() {
  return (
    <Box id="products" component="section" aria-labelledby="products-heading" sx={{ py: 10, bgcolor: 'background.paper', scrollMarginTop: 64 }}>
      <Container>
        <Typography id="products-heading" variant="h4" component="h2" gutterBottom>
          <FormattedMessage id="landing.products.heading" />
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PRODUCTS.map((product) => (
            <Card key={product.name} component="article">
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  <FormattedMessage id={product.name} />
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  <FormattedMessage id={product.text} />
                </Typography>
                <Button component={RouterLink} to={product.to} variant="outlined">
                  <FormattedMessage id={product.name} />
                </Button>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

export function IndustriesSection() {
  return (
    <Container component="section" aria-labelledby="industries-heading" sx={{ py: 10 }}>
      <Typography id="industries-heading" variant="h4" component="h2" gutterBottom>
        <FormattedMessage id="landing.industries.heading" />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {INDUSTRIES.map((industry) => (
          <Box component="li" key={industry.name} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Typography variant="h6" component="h3">
              <FormattedMessage id={industry.name} />
            </Typography>
            <Typography color="text.secondary">
              <FormattedMessage id={industry.text} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
