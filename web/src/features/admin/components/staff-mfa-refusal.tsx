import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { STAFF_MFA_MESSAGES, STAFF_MFA_REFUSAL, TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS } from '../../../../../shared/domain/staff-mfa';
import type { ApiError } from '../../../lib/api';

/** Whether a failed admin call is the API's refusal of a staff member without two-step sign-in. */
export function isStaffMfaRefusal(error: unknown): boolean {
  const answer = error as Partial<ApiError> | null | undefined;
  const reason = (answer?.data as { reason?: unknown } | undefined)?.reason;
  return answer?.status === 403 && Array.isArray(reason) && reason.includes(STAFF_MFA_REFUSAL);
}

/** The refusal said as such, with the way to the set-up page (no Retry: retrying cannot help). */
export function StaffMfaRefusal() {
  const intl = useIntl();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={TWO_STEP_SETUP_PATH} color="inherit" size="small">
          {intl.formatMessage({ id: TWO_STEP_SETUP_TEXTS.profileLink })}
        </Button>
      }
    >
      {intl.formatMessage({ id: STAFF_MFA_MESSAGES.required })}
    </Alert>
  );
}
