/**
 * What can go wrong in the domain, in the domain's words. The handler kit (functions/lib/errors.ts) is the one
 * place that turns a kind into an HTTP status; the message is what the user reads: a catalogue key or a messageRef
 * (shared/i18n/message-ref.ts), answered in the caller's language.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** A provider we depend on failed or answered nonsense. */
  | 'upstream-failed'
  /** A provider we depend on did not answer in time. */
  | 'upstream-timeout'
  /** Not possible right now (busy, rate-limited, not configured); worth trying later. */
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule; `fields` says which field broke which rules, for forms. */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';

  constructor(message = 'common.forbidden') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';

  constructor(message = 'common.notFound') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
