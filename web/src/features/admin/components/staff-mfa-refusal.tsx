import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { STAFF_MFA_MESSAGES, TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS } from '../../../../../shared/domain/staff-mfa';
import type { ApiError } from '../../../lib/api';
import { useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

/** Whether a failed admin call is the API's refusal of a staff member without two-step sign-in. */
export function isStaffMfaRefusal(error: unknown): boolean {
  const answer = error as Partial<ApiError> | null | undefined;
  return answer?.status === 403 && answer.message === STAFF_MFA_MESSAGES.required;
}

/** The refusal said as such, with the way to the set-up page (no Retry: retrying cannot help). */
export function StaffMfaRefusal() {
  // The two-step texts are the sign-in area's: shown through formatText, whether they are keys or text yet.
  const intl = useIntl();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={TWO_STEP_SETUP_PATH} color="inherit" size="small">
          {formatText(intl, TWO_STEP_SETUP_TEXTS.profileLink)}
        </Button>
      }
    >
      {formatText(intl, STAFF_MFA_MESSAGES.required)}
    </Alert>
  );
}
