import { userDetailForStaff } from '../core/admin/users';
import { route } from '../lib/http';

/** Staff: a user and the members of the team they own (staff may read any team's members). */
export const getAdminUser = route('getAdminUser', async ({ params }) => userDetailForStaff(params.id));
