import * as z from 'zod';
import type { ZodType } from 'zod';
import { API_KEY_RATE_LIMITS } from '../domain/api-keys';
import { KEY_ROUTES } from './partner-routes';
import { API_PREFIX, isMultipart, type RouteDef } from './routes';

/**
 * docs/api.md: the partner API's page, built from the route table (tools/build-api-docs.ts writes it, a unit test
 * keeps it up to date): how to get a key, the limits, and a curl example per resource a key may call.
 */
const BASE = 'https://fieldwatch.example';

/** An example value for a JSON Schema: its default, first enum value, or a placeholder of its type. */
function example(schema: Record<string, unknown>): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((schema.required ?? []) as string[]);
    return Object.fromEntries(Object.entries(properties).filter(([name]) => required.has(name)).map(([name, inner]) => [name, example(inner)]));
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return true;
  if (Array.isArray(schema.anyOf) && schema.anyOf[0]) return example(schema.anyOf[0] as Record<string, unknown>);
  return '...';
}

/** The required properties of an object schema (an intersection's parts together). */
function requiredOf(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const names: string[] = [];
  const visit = (part: Record<string, unknown>) => {
    names.push(...((part.required ?? []) as string[]));
    for (const inner of (part.allOf ?? []) as Record<string, unknown>[]) visit(inner);
  };
  visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
  return [...new Set(names)];
}

function curl(route: RouteDef): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_all, name: string) => `<${name}>`);
  const query = [
    ...(route.team === 'query' ? ['team=<team id>'] : []),
    ...requiredOf(route.query).filter((name) => name !== 'team').map((name) => `${name}=<${name}>`),
  ];
  const lines = [`curl -X ${route.method} '${BASE}${API_PREFIX}${path}${query.length > 0 ? `?${query.join('&')}` : ''}'`, `  -H 'Authorization: Bearer fw_...'`];
  if (route.body && !isMultipart(route.body)) {
    const body = example(z.toJSONSchema(route.body as ZodType, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body)}'`);
  } else if (route.body && isMultipart(route.body)) {
    for (const name of requiredOf(route.body.fields)) lines.push(`  -F '${name}=<${name}>'`);
    lines.push(`  -F '${route.body.fileField}=@<file>'`);
  }
  return lines.join(' \\\n');
}

/** One example per resource: its first GET a read key may call, and its first write when it has one. */
function examples(): string[] {
  const out: string[] = [];
  const resources = [...new Set(KEY_ROUTES.map((route) => route.resource))];
  for (const resource of resources) {
    const routes = KEY_ROUTES.filter((route) => route.resource === resource);
    const picks = [routes.find((route) => route.method === 'GET'), routes.find((route) => route.method !== 'GET')].filter(
      (route): route is RouteDef => route !== undefined,
    );
    out.push(`### ${resource}`, '');
    for (const route of picks) out.push(`\`${route.id}\` (${route.method === 'GET' ? 'read or read-write key' : 'read-write key'}):`, '', '```sh', curl(route), '```', '');
  }
  return out;
}

export function partnerApiDocs(): string {
  return [
    '# FieldWatch partner API',
    '',
    '<!-- Built from the route table by `npx tsx tools/build-api-docs.ts`; test/unit/partners/api-docs.test.ts keeps it up to date. -->',
    '',
    'Cooperatives, input lenders and insurers call the same API as the FieldWatch web app, for one team, with a team API key.',
    '',
    '## Get a key',
    '',
    '1. A team owner (or a role with "Can manage API keys") opens **Team > API keys** and creates a key with a name and its access:',
    '   **read only** (GET routes) or **read and write**.',
    '2. The key (`fw_` and 43 characters) is shown once: copy it then. FieldWatch keeps only its hash; a lost key is revoked and replaced.',
    '3. Send it as `Authorization: Bearer fw_...` (or `X-Api-Key: fw_...`). Name the team with `team=<team id>` where a route takes it;',
    '   a key reaches its own team only.',
    '',
    '## What a key may call',
    '',
    "Every team route of the web app, with the key's access; never the account, payment, member and role management or API key routes,",
    'nor staff routes. The OpenAPI document says which keys may call each operation (`x-api-key-scopes`) and the permission it needs',
    '(`x-permission`): `GET /api/openapi.json` (no key needed).',
    '',
    `A key makes at most ${API_KEY_RATE_LIMITS.perMinute} calls a minute and ${API_KEY_RATE_LIMITS.perDay} a day; more are answered`,
    '`429` with `Retry-After` (seconds). Paid data (index values, tiles, weather) is metered to the team as in the app. Errors are',
    '`{"detail": ...}` in the language of `Accept-Language` (en, ha, yo, ig, pcm).',
    '',
    '## Examples, per resource',
    '',
    ...examples(),
  ].join('\n');
}
