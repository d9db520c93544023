import { WEATHER_MESSAGES } from '../../../shared/domain/weather';
import { HttpError } from '../../lib/errors';

export type WeatherFailureCode =
  | 'UPSTREAM_STATUS'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNREACHABLE'
  | 'UPSTREAM_INVALID'
  | 'RATE_LIMITED'
  | 'NOT_CONFIGURED';

const STATUS: Record<WeatherFailureCode, number> = {
  UPSTREAM_STATUS: 502,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_INVALID: 502,
  RATE_LIMITED: 503,
  NOT_CONFIGURED: 503,
};

/**
 * A weather source could not give a usable answer. The client sees one of the spec's texts (the history text
 * unless a route says which); `reason` is for the logs and never holds an API key. Never cached.
 */
export class WeatherUnavailable extends HttpError {
  constructor(
    readonly code: WeatherFailureCode,
    readonly reason: string,
    message: string = WEATHER_MESSAGES.historyFailed,
  ) {
    super(STATUS[code], message);
  }

  /** The same failure told with another of the spec's texts. */
  withMessage(message: string): WeatherUnavailable {
    return new WeatherUnavailable(this.code, this.reason, message);
  }
}
