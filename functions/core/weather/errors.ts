import { WEATHER_MESSAGES } from '../../../shared/domain/weather';
import { DomainError, type DomainErrorKind } from '../errors';

export type WeatherFailureCode =
  | 'UPSTREAM_STATUS'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNREACHABLE'
  | 'UPSTREAM_INVALID'
  | 'RATE_LIMITED'
  | 'NOT_CONFIGURED';

const KIND: Record<WeatherFailureCode, DomainErrorKind> = {
  UPSTREAM_STATUS: 'upstream-failed',
  UPSTREAM_TIMEOUT: 'upstream-timeout',
  UPSTREAM_UNREACHABLE: 'upstream-failed',
  UPSTREAM_INVALID: 'upstream-failed',
  RATE_LIMITED: 'unavailable',
  NOT_CONFIGURED: 'unavailable',
};

/**
 * A weather source could not give a usable answer. The client sees one of the spec's texts (the history text
 * unless a route says which); `reason` is for the logs and never holds an API key. Never cached.
 */
export class WeatherUnavailable extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(
    readonly code: WeatherFailureCode,
    readonly reason: string,
    message: string = WEATHER_MESSAGES.historyFailed,
  ) {
    super(message);
    this.kind = KIND[code];
  }

  /** The same failure told with another of the spec's texts. */
  withMessage(message: string): WeatherUnavailable {
    return new WeatherUnavailable(this.code, this.reason, message);
  }
}
