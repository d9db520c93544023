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
  required: 'Staff actions need two-step sign-in. Set up an authenticator app on the two-step sign-in page, then sign in again.',
  /** Cognito asks no authenticator code of a Google sign-in, so staff routes need the password sign-in. */
  passwordSignIn: 'Staff actions need a sign-in with your e-mail, password and authenticator code, not with Google.',
} as const;

/** Texts of the web sign-in's authenticator code step (Cognito's SOFTWARE_TOKEN_MFA challenge). */
export const TOTP_STEP_TEXTS = {
  title: 'Enter your authenticator code',
  hint: 'Open the authenticator app you set up for FieldWatch and enter the 6-digit code it shows.',
  codeLabel: 'Authenticator code',
  submit: 'Verify',
  busy: 'Verifying...',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  codeMismatch: 'That code is not right. Check the time on your phone and enter the newest code.',
  sessionExpired: 'This sign-in has expired. Please sign in again.',
} as const;

/** Texts of the two-step sign-in set-up page (My Account, and the admin console's refusal links to it). */
export const TWO_STEP_SETUP_TEXTS = {
  title: 'Two-step sign-in',
  intro:
    'Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) each time you sign in.',
  staffRequired: 'Staff need two-step sign-in to use the admin console.',
  scan: 'Scan this QR code with your authenticator app, or enter the key by hand:',
  qrLabel: 'QR code to add FieldWatch to an authenticator app',
  keyLabel: 'Key',
  codeLabel: 'Code from the app',
  verify: 'Turn on two-step sign-in',
  verifying: 'Verifying...',
  loading: 'Preparing your authenticator key...',
  loadFailed: 'We could not start the set-up. Please try again.',
  retry: 'Try again',
  alreadyOn: 'Two-step sign-in is on for this account: each sign-in asks for your authenticator app\'s code.',
  done: 'Two-step sign-in is on. Sign in again with your password and the code from your app.',
  profileLink: 'Set up two-step sign-in',
  profileHint: 'Ask for a code from your phone at each sign-in.',
  back: 'Back',
} as const;
