import * as z from 'zod';

/**
 * The pieces every settings schema is built from. A setting the stage must give has no default: a function
 * missing it, or given something malformed, stops with an error naming the variable rather than running on a
 * guess (relative links in mails, simulated weather, a made-up contact address).
 */
export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A variable the stage must set. */
export const requiredText = () =>
  z.preprocess(unsetIfEmpty, z.string({ error: (issue) => (issue.input === undefined ? 'is not set' : 'is not text') }).trim());

export const requiredUrl = () => requiredText().pipe(z.url({ error: 'is not a URL' }));

/** An override the stages leave unset (tests and benches point a provider at a stand-in with it). */
export const optionalText = () => z.preprocess(unsetIfEmpty, z.string().trim().optional());

export const optionalUrl = () => z.preprocess(unsetIfEmpty, z.url({ error: 'is not a URL' }).optional());

/** An optional whole number, kept within [min, max]; text that is not a number is refused. */
export const boundedInt = (fallback: number, min: number, max: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'is not a number')
      .transform((text) => Math.min(max, Math.max(min, Math.round(Number(text)))))
      .optional()
      .transform((value) => value ?? fallback),
  );

/** Parses the variables a schema names out of `env`; throws one ConfigError naming every bad variable. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'environment'} ${issue.message}`);
  throw new ConfigError(`Configuration: ${problems.join('; ')}`);
}
