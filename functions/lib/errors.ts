import { DomainError, type DomainErrorKind, InvalidError } from '../core/errors';
import { ImageryError, type ImageryErrorCode } from '../imagery/errors';
import { dependencyFault } from './dependency-errors';

/**
 * HTTP errors: what handlers may throw, and what domain and imagery errors become (toHttpError); the handler kit
 * turns them into the body the client reads.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
    /** Headers the answer carries (Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields: Record<string, string[]> = {}) {
    super(400, message, fields);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'common.notAuthenticated') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'common.forbidden') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'common.notFound') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class NotImplemented extends HttpError {
  constructor(message: string) {
    super(501, message);
  }
}

/** Seconds a client should wait before repeating a request a dependency could not serve. */
export const RETRY_AFTER_SECONDS = 2;
export const DEPENDENCY_UNAVAILABLE = 'common.serviceBusy';
export const DEPENDENCY_TIMEOUT = 'common.serviceTimeout';

/** A dependency outage, throttle or timeout: worth repeating after Retry-After, unlike a bug (500). */
export class ServiceUnavailable extends HttpError {
  constructor(status: 503 | 504 = 503, message = status === 504 ? DEPENDENCY_TIMEOUT : DEPENDENCY_UNAVAILABLE) {
    super(status, message, {}, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'upstream-failed': 502,
  unavailable: 503,
  'upstream-timeout': 504,
};

const IMAGERY_STATUS: Record<ImageryErrorCode, number> = {
  INVALID_GEOMETRY: 400,
  UNKNOWN_INDEX: 400,
  NO_SCENE: 404,
  INVALID_ITEM: 502,
  STAC_ERROR: 502,
  SOURCE_ERROR: 502,
  ASSET_MISSING: 502,
  COG_TRUNCATED: 502,
  COG_UNSUPPORTED: 502,
  BYTE_BUDGET_EXCEEDED: 502,
  STAC_TIMEOUT: 504,
  SOURCE_TIMEOUT: 504,
};

export const IMAGERY_UPSTREAM_FAILED = 'common.imageryFailed';
export const IMAGERY_UPSTREAM_TIMEOUT = 'common.imageryTimeout';

/** The answer an error gives: its own for an HttpError, its kind's or code's status otherwise; null when unknown. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidError) return new HttpError(400, error.message, error.fields);
  if (error instanceof DomainError) {
    const status = DOMAIN_STATUS[error.kind];
    return new HttpError(status, error.message, {}, status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {});
  }
  if (error instanceof ImageryError) {
    // An imagery failure's own message names asset URLs and byte ranges: logged (errorResult), never answered.
    const status = IMAGERY_STATUS[error.code];
    return new HttpError(status, status === 502 ? IMAGERY_UPSTREAM_FAILED : status === 504 ? IMAGERY_UPSTREAM_TIMEOUT : error.message);
  }
  const fault = dependencyFault(error);
  if (fault) return new ServiceUnavailable(fault === 'timeout' ? 504 : 503);
  return null;
}
