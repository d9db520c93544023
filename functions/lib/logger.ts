/** Structured JSON logs, one line per entry, with the request id when there is one. */
type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
  child(context: Record<string, unknown>): Logger;
}

const LEVELS: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = LEVELS[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? LEVELS.info;

function serialise(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export function createLogger(context: Record<string, unknown> = {}): Logger {
  const write = (level: Level) => (message: string, data: Record<string, unknown> = {}) => {
    if (LEVELS[level] < threshold) return;
    const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message, ...context };
    for (const [key, value] of Object.entries(data)) entry[key] = serialise(value);
    (level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (extra) => createLogger({ ...context, ...extra }),
  };
}

export const logger = createLogger();
