import { resourceRouter } from '../lib/router';
import { listPermissions } from './list-permissions';

export const handler = resourceRouter('roles', { listPermissions });
