import { dependencyHealth } from '../core/health';
import { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../lib/errors';
import { translate } from '../core/i18n/translate';
import { Reply, route } from '../lib/http';
import { resourceRouter } from '../lib/router';

/**
 * GET /health/: every dependency's state. 503 only when the store is down (nothing works without it), so an uptime
 * check or a deploy's smoke test sees an outage; 200 'degraded' when another dependency is down (the app works, in
 * part), each down dependency logged with its cause. The 503's error body names each dependency's state beside `detail`.
 */
export const health = route('health', async ({ log, language }) => {
  const { dependencies, failures } = await dependencyHealth();
  for (const [name, error] of Object.entries(failures)) log.error('health check: a dependency does not answer', { dependency: name, error });
  if (dependencies.store === 'down') {
    return new Reply(503, { detail: translate(language, DEPENDENCY_UNAVAILABLE), dynamodb: 'unavailable', ...dependencies }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  const degraded = Object.values(dependencies).some((state) => state === 'down');
  return { status: degraded ? ('degraded' as const) : ('ok' as const), dependencies };
});

export const handler = resourceRouter('health', { health });
