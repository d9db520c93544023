import * as z from 'zod';

/** GET /health/. */
export const Health = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof Health>;

/** A message answer (`detail`), the shape the specification's client reads for confirmations. */
export const Detail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof Detail>;

/** The permission catalogue: codenames such as `field.add_field`. */
export const PermissionList = z.array(z.string());
