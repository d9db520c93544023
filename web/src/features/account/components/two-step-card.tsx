import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS as TEXTS } from '../../../../../shared/domain/staff-mfa';
import { formatText } from '../../../lib/i18n/format-text';

/** My Account's way to the two-step sign-in set-up page. */
export function TwoStepCard() {
  const intl = useIntl();
  return (
    <Card component="section" aria-label={formatText(intl, TEXTS.title)}>
      <CardHeader title={formatText(intl, TEXTS.title)} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatText(intl, TEXTS.profileHint)}
        </Typography>
        <Button component={RouterLink} to={TWO_STEP_SETUP_PATH} variant="outlined">
          {formatText(intl, TEXTS.profileLink)}
        </Button>
      </CardContent>
    </Card>
  );
}
