/**
 * What domain code logs through. The functions' logger (functions/lib/logger.ts) fits it: the handler kit and the
 * job handlers pass theirs in, so the domain neither picks a log sink nor knows how entries are written.
 */
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** For use cases run without a caller's logger (tests, benches, the imagery command line). */
export const quietLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
