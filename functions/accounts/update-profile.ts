import { MESSAGES } from '../../shared/domain/accounts';
import { updateNames, userDetails } from '../core/accounts/profiles';
import { translate } from '../core/i18n/translate';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';

/** Only the names are editable; the email and the owned team's name stay as they are. */
export const updateProfile = route(
  'updateProfile',
  async ({ params, body, caller, language }) => {
    if (!caller || params.userId !== caller.userId) throw new Forbidden('You can only change your own profile.');
    await updateNames(caller.userId, { firstName: body.first_name, lastName: body.last_name });
    return { detail: translate(language, MESSAGES.accountUpdated), user: await userDetails(caller.userId, { isStaff: caller.isStaff }) };
  },
);
