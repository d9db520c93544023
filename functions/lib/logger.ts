import { LogLevel, Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/**
 * Structured JSON logs through Powertools for AWS Lambda: one line per entry with the service, the level
 * (LOG_LEVEL), the Lambda context once an invocation handed it over (function name, cold start, the invocation's
 * request id) and `correlation_id`, the API Gateway request id a client sees as `x-request-id`. Errors logged
 * under any key are written with their name, message and stack.
 */
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  /** The same logger with more keys on every entry. */
  child(keys: Record<string, unknown>): Logger;
}

const DEFAULT_SERVICE = 'fieldwatch';

type Level = (typeof LogLevel)[keyof typeof LogLevel];
const isLevel = (value: string): value is Level => Object.values<string>(LogLevel).includes(value);

/**
 * The service a function logs and counts as: POWERTOOLS_SERVICE_NAME where the stack sets it (deployed), else
 * the invoked function's name (the local stage names each in-process function as its definition does).
 */
export function serviceName(context?: Pick<Context, 'functionName'>): string {
  return process.env.POWERTOOLS_SERVICE_NAME || context?.functionName || DEFAULT_SERVICE;
}

// One Powertools logger per service and process: deployed, a process is one function; the local stage runs every
// function in one process. Cold start is tracked per instance, so these live as long as the process.
const services = new Map<string, PowertoolsLogger>();

/** The Powertools logger of a service (what `injectLambdaContext` hands each invocation's Lambda context to). */
export function serviceLogger(service: string): PowertoolsLogger {
  let logger = services.get(service);
  if (!logger) {
    // Powertools reads LOG_LEVEL only in upper case; the stages and tests set it in lower case.
    const level = (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL || 'INFO').toUpperCase();
    logger = new PowertoolsLogger({ serviceName: service, logLevel: isLevel(level) ? level : undefined });
    services.set(service, logger);
  }
  return logger;
}

/**
 * A child is the same Powertools logger with keys passed on each entry, not a Powertools child: a child instance
 * would count its own cold start and report every invocation as a cold one.
 */
function bind(target: () => PowertoolsLogger, keys: Record<string, unknown>): Logger {
  return {
    debug: (message, data = {}) => target().debug(message, keys, data),
    info: (message, data = {}) => target().info(message, keys, data),
    warn: (message, data = {}) => target().warn(message, keys, data),
    error: (message, data = {}) => target().error(message, keys, data),
    child: (more) => bind(target, { ...keys, ...more }),
  };
}

/**
 * A logger with the given keys. With the invocation's Lambda context, every entry of the function (this logger
 * and the others of its service) carries the context until the next invocation hands over its own. A `requestId`
 * key is the API request id and is written as Powertools' `correlation_id`.
 */
export function createLogger(keys: Record<string, unknown> = {}, context?: Context): Logger {
  const logger = serviceLogger(serviceName(context));
  if (context) logger.addContext(context);
  const { requestId, ...rest } = keys;
  return bind(() => logger, requestId === undefined ? rest : { correlation_id: requestId, ...rest });
}

/** The function's logger outside a request (module scope, triggers); created on first use so LOG_LEVEL is read then. */
export const logger: Logger = bind(() => serviceLogger(serviceName()), {});
