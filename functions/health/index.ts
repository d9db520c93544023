import { storeAnswers } from '../core/health';
import { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../lib/errors';
import { Reply, route } from '../lib/http';
import { resourceRouter } from '../lib/router';

/** GET /health/: ok only when the store answers, so an uptime check or a deploy's smoke test sees an outage. */
export const health = route('health', async ({ log }) => {
  if (await storeAnswers()) return { status: 'ok' as const };
  log.error('health check failed: the table does not answer');
  return new Reply(503, { detail: DEPENDENCY_UNAVAILABLE, dynamodb: 'unavailable' }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
});

export const handler = resourceRouter('health', { health });
