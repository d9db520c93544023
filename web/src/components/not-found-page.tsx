import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../lib/document-title';

export const NOT_FOUND_TEXTS = {
  heading: "Looks like you're lost!",
  body: 'The page you want to access is broken',
  button: 'Refresh Page',
} as const;

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
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
          404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {NOT_FOUND_TEXTS.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {NOT_FOUND_TEXTS.body}
        </Typography>
        <Button variant="contained" onClick={goBack}>
          {NOT_FOUND_TEXTS.button}
        </Button>
      </Box>
    </Box>
  );
}
