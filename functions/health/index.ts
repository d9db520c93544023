import { resourceRouter } from '../lib/router';
import { route } from '../lib/http';

export const handler = resourceRouter('health', {
  health: route('health', async () => ({ status: 'ok' as const })),
});
