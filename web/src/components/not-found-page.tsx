import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'app.notFound.title' }));
  const navigate = useNavigate();
  // Back when there is somewhere to go back to (React Router numbers its history entries), else the home page.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/home');
  };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}
    >
      <Box>
        <Typography aria-hidden sx={{ fontSize: { xs: 96, md: 160 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
          {404}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="app.notFound.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <FormattedMessage id="app.notFound.body" />
        </Typography>
        <Button variant="contained" onClick={goBack}>
          <FormattedMessage id="app.notFound.button" />
        </Button>
      </Box>
    </Box>
  );
}
