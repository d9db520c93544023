import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing of the functions' AWS SDK calls, through Powertools' Tracer. Stages with tracing on (prod) run the
 * functions with active tracing and sampling rules (infra/stacks/jobs-stack.ts); every SDK client is passed through
 * `captured()` so its calls appear as subsegments of the sampled invocations.
 *
 * The tracer pulls in the X-Ray SDK (a large module): it is loaded on the first invocation, and only where a trace
 * can be sent: inside Lambda (AWS_EXECUTION_ENV) and unless POWERTOOLS_TRACE_ENABLED is `false`, the same test
 * Powertools applies. Locally and in tests nothing is loaded and `captured()` returns the client untouched, so the
 * cold start of a function without tracing pays nothing for it.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.AWS_EXECUTION_ENV) && !env.AWS_SAM_LOCAL && env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
}

type Client = Parameters<Tracer['captureAWSv3Client']>[0];

let tracer: Tracer | null = null;
let loading: Promise<Tracer | null> | null = null;
/** Clients built before the tracer is loaded (module scope, the first invocation's): captured when it is. */
const waiting: Client[] = [];

/** The client with its calls traced once the tracer is loaded; every AWS SDK client of the functions goes through it. */
export function captured<C extends Client>(client: C): C {
  if (!tracingEnabled()) return client;
  if (tracer) tracer.captureAWSv3Client(client);
  else waiting.push(client);
  return client;
}

/** The function's tracer, loaded on first use; null where tracing is off. */
export function loadTracer(): Promise<Tracer | null> {
  if (!tracingEnabled()) return Promise.resolve(null);
  loading ??= import('@aws-lambda-powertools/tracer').then(({ Tracer: PowertoolsTracer }) => {
    const loaded = new PowertoolsTracer();
    for (const client of waiting.splice(0)) loaded.captureAWSv3Client(client);
    tracer = loaded;
    return loaded;
  });
  return loading;
}
