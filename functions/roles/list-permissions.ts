import { ALL_PERMISSIONS } from '../../shared/domain/permissions';
import { route } from '../lib/http';

/** Public: the permission strings a custom role can hold. */
export const listPermissions = route('listPermissions', async () => [...ALL_PERMISSIONS]);
