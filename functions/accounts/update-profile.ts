import { MESSAGES } from '../../shared/domain/accounts';
import { updateNames, userDetails } from '../core/accounts/profiles';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';
import { translateText } from '../core/i18n/translate';

/** Only the names and the language are editable; the email and the owned team's name stay as they are. */
export const updateProfile = route(
  'updateProfile',
  async ({ params, body, caller, language }) => {
    if (!caller || params.userId !== caller.userId) throw new Forbidden('You can only change your own profile.');
    await updateNames(caller.userId, { firstName: body.first_name, lastName: body.last_name, language: body.language });
    return { detail: translateText(language, MESSAGES.accountUpdated), user: await userDetails(caller.userId, { isStaff: caller.isStaff }) };
  },
);
