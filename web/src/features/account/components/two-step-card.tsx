import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS as TEXTS } from '../../../../../shared/domain/staff-mfa';

/** My Account's way to the two-step sign-in set-up page. */
export function TwoStepCard() {
  const intl = useIntl();
  return (
    <Card component="section" aria-label={intl.formatMessage({ id: TEXTS.title })}>
      <CardHeader title={intl.formatMessage({ id: TEXTS.title })} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id={TEXTS.profileHint} />
        </Typography>
        <Button component={RouterLink} to={TWO_STEP_SETUP_PATH} variant="outlined">
          <FormattedMessage id={TEXTS.profileLink} />
        </Button>
      </CardContent>
    </Card>
  );
}
