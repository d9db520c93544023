import type { RegistrationForm } from '../../../../shared/api/schemas/accounts';
import { MESSAGES } from '../../../../shared/domain/accounts';
import { NAME_MAX_LENGTH, NAME_TOO_LONG } from '../../../../shared/domain/names';
import { authErrorName } from '../../lib/amplify';
import { authErrorText } from '../../lib/auth-errors';

type Field = keyof RegistrationForm;
type SignUpFieldErrors = Partial<Record<Field, string>>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The inputs a refused sign-up concerns, each with its message in our words (under the input, spec 1 §5); empty
 * for a failure of the whole form.
 */
export function signUpFieldErrors(error: unknown, values: RegistrationForm): SignUpFieldErrors {
  switch (authErrorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { email: authErrorText(error) };
    case 'InvalidPasswordException':
      return { password: authErrorText(error) };
    case 'InvalidParameterException':
      // Cognito's "Invalid email address format." and the like: the address is what it refused.
      return /email/i.test(messageOf(error)) ? { email: MESSAGES.invalidEmail } : {};
    case 'UserLambdaValidationException': {
      // The sign-up trigger caps the names (functions/triggers/pre-sign-up.ts): said under the name too long.
      if (!messageOf(error).includes(NAME_TOO_LONG)) return {};
      const errors: SignUpFieldErrors = {};
      if (values.first_name.length > NAME_MAX_LENGTH) errors.first_name = NAME_TOO_LONG;
      if (values.last_name.length > NAME_MAX_LENGTH) errors.last_name = NAME_TOO_LONG;
      return Object.keys(errors).length > 0 ? errors : { first_name: NAME_TOO_LONG, last_name: NAME_TOO_LONG };
    }
    default:
      return {};
  }
}
