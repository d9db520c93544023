import { API_PREFIX, type RouteId, routeById } from '../../shared/api/routes';
import { FIELD_LIMITS } from '../../shared/domain/fields';

/** Every path's body cap unless listed below: AWS's common rule set's own (SizeRestrictions_BODY). */
export const DEFAULT_BODY_CAP_BYTES = 8 * 1024;

/**
 * The routes whose documented bodies are larger than the default cap: the multipart field upload (a field file up to
 * FIELD_LIMITS.maxFileBytes), Draw and Edit Boundary (up to FIELD_LIMITS.maxVerticesPerField vertices, about 40 bytes
 * each in JSON) and Paystack's webhook (Paystack's event, whose size is Paystack's).
 */
export const LARGE_BODY_ROUTES: readonly RouteId[] = ['createField', 'drawField', 'updateField', 'paystackWebhook'];

/** The multipart form around the field file: its boundaries and the team, group and name fields. */
const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

/** The largest documented body, the field file in its multipart form: the cap of the large-body routes. */
export const LARGE_BODY_CAP_BYTES = FIELD_LIMITS.maxFileBytes + MULTIPART_ENVELOPE_BYTES;

/**
 * How much of a body CloudFront hands WAF (KB_16, the default, up to KB_64 at extra cost). The default cap is within
 * it; the large cap is beyond any setting, so it is checked on the declared Content-Length instead.
 */
export const BODY_INSPECTION_LIMIT = 'KB_16';

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The viewer paths of the large-body routes as one regular expression (WAF's regex dialect: no lookaround, plain
 * groups): `{id}` matches one path segment, the trailing slash is optional.
 */
export function largeBodyPathPattern(): string {
  const paths = LARGE_BODY_ROUTES.map((id) =>
    escapeRegex(`${API_PREFIX}${routeById(id).path}`.replace(/\/$/, '')).replace(/\{[^}]+\}/g, '[^/]+'),
  );
  return `^(${paths.join('|')})/?$`;
}

/** A regular expression matching exactly the decimal integers greater than `limit` (leading zeros allowed). */
export function integerAbovePattern(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Not a byte count: ${limit}`);
  const digits = String(limit);
  // More digits than the limit (no leading zero), or as many digits and greater at the first difference.
  const alternatives = [`[1-9][0-9]{${digits.length},}`];
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    if (digit === 9) continue;
    const rest = digits.length - index - 1;
    alternatives.push(`${digits.slice(0, index)}[${digit + 1}-9]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  return `^0*(${alternatives.join('|')})$`;
}
