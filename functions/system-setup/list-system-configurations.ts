import { systemConfigurations, toSystemConfiguration } from '../core/admin/system-config';
import { route } from '../lib/http';

export const listSystemConfigurations = route('listSystemConfigurations', async () => (await systemConfigurations()).map(toSystemConfiguration));
