import { createSystemConfiguration as create, toSystemConfiguration } from '../core/admin/system-config';
import { created, route } from '../lib/http';

export const createSystemConfiguration = route('createSystemConfiguration', async ({ body }) => created(toSystemConfiguration(await create(body))));
