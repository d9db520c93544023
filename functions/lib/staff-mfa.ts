import { STAFF_MFA_CACHE_MS, STAFF_MFA_MESSAGES, STAFF_MFA_REFUSAL } from '../../shared/domain/staff-mfa';
import { hasTotpMfa } from '../core/accounts/mfa-setting';
import { staffMfaSetting } from '../core/config';
import type { Caller } from './auth';
import { Forbidden, HttpError } from './errors';

/** Staff whose two-step sign-in was seen on, until when (ms): a staff session's requests do not each ask Cognito. */
const enrolledUntil = new Map<string, number>();

/** Forgets what was read (tests that turn a user's MFA off between requests). */
export function forgetStaffMfa(): void {
  enrolledUntil.clear();
}

/**
 * On a stage whose `auth.staffMfa` is 'required', a staff route answers 403 (with the message that sends the staff
 * member to the enrolment page) unless the caller signs in with an authenticator app, and to a Google sign-in, of
 * which Cognito asks no code. A refusal is not remembered, so a staff member who has just set it up is let in at once.
 */
export async function requireStaffMfa(caller: Caller, now = Date.now()): Promise<void> {
  if (staffMfaSetting() !== 'required') return;
  if (caller.federated) throw new Forbidden(STAFF_MFA_MESSAGES.passwordSignIn);
  const until = enrolledUntil.get(caller.username);
  if (until !== undefined && until > now) return;
  if (!(await hasTotpMfa(caller.username))) {
    enrolledUntil.delete(caller.username);
    throw new HttpError(403, STAFF_MFA_MESSAGES.required, { reason: [STAFF_MFA_REFUSAL] });
  }
  enrolledUntil.set(caller.username, now + STAFF_MFA_CACHE_MS);
}
