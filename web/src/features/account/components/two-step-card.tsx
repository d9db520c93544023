import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS as TEXTS } from '../../../../../shared/domain/staff-mfa';

/** My Account's way to the two-step sign-in set-up page. */
export function TwoStepCard() {
  return (
    <Card component="section" aria-label={TEXTS.title}>
      <CardHeader title={TEXTS.title} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {TEXTS.profileHint}
        </Typography>
        <Button component={RouterLink} to={TWO_STEP_SETUP_PATH} variant="outlined">
          {TEXTS.profileLink}
        </Button>
      </CardContent>
    </Card>
  );
}
