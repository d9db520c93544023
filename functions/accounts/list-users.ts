import { userPage } from '../core/admin/users';
import { route } from '../lib/http';

/** Staff: users with the search of spec 3 §2 (email, names, team name, user type), a page at a time. */
export const listUsers = route('listUsers', async ({ query }) => userPage(query));

/** The same list under the path other screens read (spec 1 §7). */
export const listAllUsers = route('listAllUsers', async ({ query }) => userPage(query));
