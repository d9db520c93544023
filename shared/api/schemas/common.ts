import * as z from 'zod';

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not): only that form survives the ISO round trip. */
export const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The state of one dependency of the stage, as GET /health/ found it. */
export const DependencyState = z.enum(['ok', 'down']);
export type DependencyState = z.infer<typeof DependencyState>;

/** What GET /health/ probes: the table, the uploads bucket, the upload queue and the mail service. */
export const HealthDependencies = z.object({ store: DependencyState, uploads: DependencyState, uploadQueue: DependencyState, mail: DependencyState });
export type HealthDependencies = z.infer<typeof HealthDependencies>;

/** GET /health/: 'ok' when every dependency answers, 'degraded' when one besides the store does not (503 when the store is down). */
export const Health = z.object({ status: z.enum(['ok', 'degraded']), dependencies: HealthDependencies });
export type Health = z.infer<typeof Health>;

/** A message answer (`detail`), the shape the specification's client reads for confirmations. */
export const Detail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof Detail>;

/** The permission catalogue: codenames such as `field.add_field`. */
export const PermissionList = z.array(z.string());
