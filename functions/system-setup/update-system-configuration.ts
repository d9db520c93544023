import { toSystemConfiguration, updateSystemConfiguration as update } from '../core/admin/system-config';
import { route } from '../lib/http';

export const updateSystemConfiguration = route('updateSystemConfiguration', async ({ params, body }) =>
  toSystemConfiguration(await update(params.id, body)),
);
