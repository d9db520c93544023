import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ACTIVITY_MESSAGES } from '../../../../../shared/domain/activities';
import { TASK_TEXTS } from '../texts';
import { FormattedMessage } from 'react-intl';

export function NoFieldSelected() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning"><FormattedMessage id={ACTIVITY_MESSAGES.noFieldSelected} /></Alert>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        <FormattedMessage id={TASK_TEXTS.returnToDashboard} />
      </Button>
    </Stack>
  );
}
