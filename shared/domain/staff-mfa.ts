import type { ApiMessageId, MessageId } from '../i18n/english';

/**
 * Two-step sign-in (an authenticator app's TOTP code) for staff. A stage sets `auth.staffMfa`: 'required' refuses the
 * staff routes to a staff member who has not set it up, 'off' does not ask.
 */
export type StaffMfaSetting = 'required' | 'off';
export const STAFF_MFA_SETTINGS: readonly StaffMfaSetting[] = ['required', 'off'];

/** Where a signed-in user sets up two-step sign-in (the web app's enrolment page). */
export const TWO_STEP_SETUP_PATH = '/account/two-step-sign-in';

/** The issuer an authenticator app shows beside the account name. */
export const TOTP_ISSUER = 'FieldWatch';

/** How long the API trusts what it read of a staff member's MFA setting (AdminGetUser), in milliseconds. */
export const STAFF_MFA_CACHE_MS = 60_000;

export const STAFF_MFA_MESSAGES = {
  /** The 403 of a staff route to a staff member without two-step sign-in; the admin console links the enrolment page. */
  required: 'account.staffMfa.required',
  /** Cognito asks no authenticator code of a Google sign-in, so staff routes need the password sign-in. */
  passwordSignIn: 'account.staffMfa.passwordSignIn',
} as const satisfies Record<string, ApiMessageId>;

/**
 * The 403 of a staff route to a staff member without two-step sign-in carries `reason: [STAFF_MFA_REFUSAL]` beside
 * its text: the text is in the caller's language, the reason is what the admin console recognises.
 */
export const STAFF_MFA_REFUSAL = 'staff_mfa_required';

/** Texts of the web sign-in's authenticator code step (Cognito's SOFTWARE_TOKEN_MFA challenge): keys of web/auth. */
export const TOTP_STEP_TEXTS = {
  title: 'auth.totp.title',
  hint: 'auth.totp.hint',
  codeLabel: 'auth.totp.codeLabel',
  submit: 'auth.totp.submit',
  busy: 'auth.totp.busy',
  codeRequired: 'auth.totp.codeRequired',
  codeFormat: 'auth.totp.codeFormat',
  codeMismatch: 'auth.totp.codeMismatch',
  sessionExpired: 'auth.totp.sessionExpired',
} as const satisfies Record<string, MessageId>;

/** Texts of the two-step sign-in set-up page (My Account, and the admin console's refusal links to it): keys of web/auth. */
export const TWO_STEP_SETUP_TEXTS = {
  title: 'auth.twoStep.title',
  intro: 'auth.twoStep.intro',
  staffRequired: 'auth.twoStep.staffRequired',
  scan: 'auth.twoStep.scan',
  qrLabel: 'auth.twoStep.qrLabel',
  keyLabel: 'auth.twoStep.keyLabel',
  codeLabel: 'auth.twoStep.codeLabel',
  verify: 'auth.twoStep.verify',
  verifying: 'auth.twoStep.verifying',
  loading: 'auth.twoStep.loading',
  loadFailed: 'auth.twoStep.loadFailed',
  retry: 'auth.twoStep.retry',
  alreadyOn: 'auth.twoStep.alreadyOn',
  done: 'auth.twoStep.done',
  profileLink: 'auth.twoStep.profileLink',
  profileHint: 'auth.twoStep.profileHint',
  back: 'auth.twoStep.back',
} as const satisfies Record<string, MessageId>;
