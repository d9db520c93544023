/** Account rules and texts the specification gives (spec 1 §4, §5, §8, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;

export const MESSAGES = {
  nameTooShort: 'Too short, must be at least 3 characters',
  invalidEmail: 'Please, enter a valid email address',
  passwordTooShort: 'Password must have at least 8 characters',
  passwordsDoNotMatchReset: 'Password do not match',
  passwordsDoNotMatchChange: 'Password does not match',
  fieldEmpty: 'This field cannot be empty',
  loginRequired: 'Please login to continue',
  badCredentials: 'Unable to log in with provided credentials.',
  unexpected: 'An unexpected error occurred. Kindly try again, please.',
  somethingWrong: 'Something went wrong',
  offline: 'Seems you are not connected to the internet, refresh your browser',
  accountUpdated: 'Account Details Updated successfully.',
  resetValidating: 'Please wait, while validate your reset token',
  resetInvalid: 'Seems this reset link has expired, token is invalid',
  noTeam: 'This Account does not have a team yet',
  notStaff: 'This account is not an administrator account.',
} as const;

/** Redirect and toast timings in milliseconds (spec 1 §4, §9). */
export const TIMINGS = {
  loginRedirect: 1000,
  googleLoginRedirect: 2000,
  passwordResetRedirect: 2000,
  registrationRedirect: 3000,
  logoutRedirect: 500,
  splash: 2000,
  toast: 5000,
  logoutToast: 3000,
} as const;
