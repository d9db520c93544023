import * as z from 'zod';
import type { ZodType } from 'zod';
import { API_KEY_HEADER, API_KEY_RATE_LIMITS, API_KEY_SCOPES } from '../domain/api-keys';
import { keyMayCall } from './partner-routes';
import { API_PREFIX, EMPTY, FILE, ROUTES, isMultipart, type AnswerSpec, type RouteDef } from './routes';

/**
 * The OpenAPI 3.1 document of the API, built from the route table and its zod schemas (zod's own JSON Schema
 * output, draft 2020-12, which OpenAPI 3.1 takes as it is), so it cannot drift from what the handlers check. Each
 * operation says the permission it needs (`x-permission`) and which API keys may call it (`x-api-key-scopes`).
 */
type Json = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/** A schema as JSON Schema; its own `$defs` (recursive or shared parts) are moved to the components under `prefix`. */
function jsonSchema(schema: ZodType, io: 'input' | 'output', prefix: string, components: Json): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  delete out.$defs;
  const rename = (name: string) => `${prefix}_${name}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `${COMPONENT}${rename(inner.slice('#/$defs/'.length))}`]
            : key === '$ref' && inner === '#'
              ? [key, `${COMPONENT}${prefix}`]
              : [key, rewrite(inner)],
        ),
      );
    }
    return value;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def);
  const body = rewrite(out) as Json;
  // A schema that refers to itself (`#`) needs its own component to point at.
  if (JSON.stringify(body).includes(`"${COMPONENT}${prefix}"`)) {
    components[prefix] = body;
    return { $ref: `${COMPONENT}${prefix}` };
  }
  return body;
}

/** The properties of an object schema, intersections (allOf) flattened: a query's or a path's parameters. */
function propertiesOf(schema: Json): { properties: Record<string, Json>; required: Set<string> } {
  const properties: Record<string, Json> = {};
  const required = new Set<string>();
  const visit = (part: Json) => {
    Object.assign(properties, (part.properties ?? {}) as Record<string, Json>);
    for (const name of (part.required ?? []) as string[]) required.add(name);
    for (const inner of [...((part.allOf ?? []) as Json[]), ...((part.anyOf ?? []) as Json[])]) visit(inner);
  };
  visit(schema);
  return { properties, required };
}

function parameters(route: RouteDef, components: Json): Json[] {
  const list: Json[] = [];
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pathSchema = route.params ? propertiesOf(jsonSchema(route.params, 'input', `${route.id}_params`, components)) : null;
  for (const name of pathNames) list.push({ name, in: 'path', required: true, schema: pathSchema?.properties[name] ?? { type: 'string' } });
  if (route.query) {
    const { properties, required } = propertiesOf(jsonSchema(route.query, 'input', `${route.id}_query`, components));
    for (const [name, schema] of Object.entries(properties)) {
      const described = name === 'team' && route.team === 'query' ? { description: 'The team the request concerns (an API key: its own team, or left out).' } : {};
      list.push({ name, in: 'query', required: required.has(name), schema, ...described });
    }
  }
  return list;
}

function requestBody(route: RouteDef, components: Json): Json | undefined {
  const body = route.body;
  if (!body) return undefined;
  if (isMultipart(body)) {
    const fields = jsonSchema(body.fields, 'input', `${route.id}_form`, components);
    const { properties, required } = propertiesOf(fields);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...properties, [body.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [...required, body.fileField],
          },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input', `${route.id}_body`, components) } } };
}

const ERROR = { $ref: `${COMPONENT}Error` };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function responses(route: RouteDef, components: Json): Json {
  const answer: AnswerSpec | undefined = route.answer;
  const ok =
    answer === undefined
      ? { '501': errorAnswer('Not built yet.') }
      : answer === EMPTY
        ? { '204': { description: 'Done; no content.' } }
        : answer === FILE
          ? { '200': { description: 'A file.', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } }
          : { [route.method === 'POST' ? '2XX' : '200']: { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer as ZodType, 'output', `${route.id}_answer`, components) } } } };
  return {
    ...ok,
    '400': errorAnswer('Invalid request: `detail`, and the messages of each field that broke a rule.'),
    ...(route.auth === 'public' ? {} : { '401': errorAnswer('No valid token or API key.'), '403': errorAnswer('Not allowed.') }),
    ...(route.auth === 'public' ? {} : { '429': { ...errorAnswer('Too many calls with this API key.'), headers: { 'Retry-After': { schema: { type: 'integer' } } } } }),
  };
}

function operation(route: RouteDef, components: Json): Json {
  const keyScopes = API_KEY_SCOPES.filter((scope) => keyMayCall(route, scope));
  const security = route.auth === 'public' ? [] : [{ cognitoJwt: [] }, ...(keyScopes.length > 0 ? [{ apiKey: [] }, { apiKeyHeader: [] }] : [])];
  const body = requestBody(route, components);
  return {
    operationId: route.id,
    tags: [route.resource],
    security,
    parameters: parameters(route, components),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, components),
    'x-auth': route.auth,
    'x-permission': route.permission,
    'x-api-key-scopes': keyScopes,
  };
}

/** OpenAPI's `{param}` path syntax is API Gateway's, which the table uses: paths go in as they are. */
export function openApiDocument(): Json {
  const components: Json = {
    Error: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], additionalProperties: { type: 'array', items: { type: 'string' } } },
  };
  const paths: Record<string, Json> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'FieldWatch API',
      version: '1',
      description:
        `The API the FieldWatch web app calls. A team's API key (Team > API keys) calls the team routes its scope allows ` +
        `(x-api-key-scopes), for its own team only, at most ${API_KEY_RATE_LIMITS.perMinute} calls a minute and ` +
        `${API_KEY_RATE_LIMITS.perDay} a day. Errors answer {detail} in the language of Accept-Language.`,
    },
    servers: [{ url: API_PREFIX, description: 'Relative to the app\'s address, e.g. https://app.example/api' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'fw_ API key', description: 'Authorization: Bearer fw_...' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        cognitoJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito ID token of a signed-in user (the web app).' },
      },
    },
  };
}
