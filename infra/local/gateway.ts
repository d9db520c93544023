import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { API_PREFIX, matchRoute } from '../../shared/api/routes';
import { ORIGIN_SECRET_HEADER } from '../../shared/platform';
import { API_KEY_HEADER, API_KEY_PREFIX } from '../../shared/domain/api-keys';
import type { WebConfig } from '../../shared/api/web-config';
import { API_FUNCTIONS } from '../definitions';
import { FunctionTimedOut, invokeWithin } from './lambdas';
import { sendMaybeCompressed } from './compress';

/**
 * The local API Gateway + CloudFront: /api/* goes through the route table to the resource Lambda's handler with
 * an APIGatewayProxyEventV2, after the JWT check the HTTP API authorizer makes (aws-jwt-verify against the pool's
 * keys, issuer and client); /cognito/* is the Cognito stand-in; /config.json and the built web app (client
 * routes fall back to index.html) are what the web distribution serves.
 */
export interface GatewayOptions {
  port: number;
  host?: string;
  userPoolId: string;
  clientId: string;
  jwks: { keys: unknown[] };
  webConfig: WebConfig;
  webDist: string;
  cognito: (req: IncomingMessage, res: ServerResponse) => void;
  /** CloudFront's origin secret: added to every API request, as the distribution adds it, over any the caller sent. */
  originSecret?: string;
  /** Further local stand-ins by path prefix (e.g. `/stac`, the STAC API over the demo imagery). */
  mounts?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
}

/** CloudFront's /tiles/* behaviour has the API as origin with origin path /api: the API sees /api/tiles/... */
const TILES_PREFIX = '/tiles/';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const BINARY = /^(image\/|application\/(octet-stream|zip|pdf|vnd)|multipart\/form-data)/;
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function createVerifier(options: Pick<GatewayOptions, 'userPoolId' | 'clientId' | 'jwks'>) {
  const verifier = CognitoJwtVerifier.create({ userPoolId: options.userPoolId, tokenUse: null, clientId: options.clientId });
  verifier.cacheJwks(options.jwks as Parameters<typeof verifier.cacheJwks>[0]);
  return verifier;
}

/** API Gateway hands every claim to the Lambda as a string; arrays as "[a b]". */
function claimsAsStrings(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    claims[key] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return claims;
}

/** API Gateway's payload limit, answered as an API error the client can show rather than a reset connection. */
export const TOO_LARGE_DETAIL = 'The request is too large: at most 10 MB can be sent at once.';
const tooLarge = () => Object.assign(new Error(TOO_LARGE_DETAIL), { status: 413 });

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      // Drained, not destroyed: the client gets to read the 413 once it has sent its body.
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** API Gateway's answer when the function ran out of its time: the request's outcome is unknown to the client. */
export const GATEWAY_TIMEOUT_DETAIL = 'The server took too long to answer. Please try again.';
const GATEWAY_TIMEOUT: APIGatewayProxyResultV2 = {
  statusCode: 504,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ detail: GATEWAY_TIMEOUT_DETAIL, message: 'Endpoint request timed out' }),
};

/** Whether the request's If-None-Match names `etag` (weak comparison, as CloudFront sends a compressed file's tag). */
function notModified(req: IncomingMessage, etag: string): boolean {
  return req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}

export function startGateway(options: GatewayOptions): Promise<http.Server> {
  const verifier = createVerifier(options);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const routePath = url.pathname.slice(API_PREFIX.length) || '/';
    const match = matchRoute(method, routePath);
    if (!match || 'methodNotAllowed' in match) return send(res, 404, { message: 'Not Found' });
    const { route, params } = match;

    let claims: Record<string, string> | undefined;
    const header = req.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    // A partner's API key goes to the function unchecked, as the partner API (no authorizer) sends it: the handler
    // kit looks the key up (functions/lib/api-key-auth.ts). Everything else is the web API's JWT check.
    const apiKey = token.startsWith(API_KEY_PREFIX) || req.headers[API_KEY_HEADER] !== undefined;
    if (route.auth !== 'public' && !apiKey) {
      if (!token) return send(res, 401, { message: 'Unauthorized' });
      try {
        const payload = await verifier.verify(token);
        // Cognito's tokens always expire; one without `exp` was not minted by the pool.
        if (typeof payload.exp !== 'number') throw new Error('token without exp');
        claims = claimsAsStrings(payload);
      } catch {
        return send(res, 401, { message: 'Unauthorized' });
      }
    }

    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    const binary = BINARY.test(contentType);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    if (options.originSecret) headers[ORIGIN_SECRET_HEADER] = options.originSecret;
    const query: Record<string, string> = {};
    for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
    const now = new Date();
    const routeKey = `${route.method} ${API_PREFIX}${route.path}`;
    const authorizer: APIGatewayProxyEventV2['requestContext'] & { authorizer?: unknown } = {
      accountId: '000000000000',
      apiId: 'local',
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    };
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers,
      queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
      pathParameters: Object.keys(params).length > 0 ? params : undefined,
      requestContext: authorizer,
      body: raw.length > 0 ? raw.toString(binary ? 'base64' : 'utf8') : undefined,
      isBase64Encoded: binary && raw.length > 0,
    };
    const fn = API_FUNCTIONS[route.resource];
    const result = (await invokeWithin(fn, event).catch((error: unknown) => {
      if (error instanceof FunctionTimedOut) return GATEWAY_TIMEOUT;
      throw error;
    })) as APIGatewayProxyResultV2;
    if (typeof result === 'string' || result === undefined || result === null) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(typeof result === 'string' ? result : '');
      return;
    }
    const responseHeaders: Record<string, string> = {};
    for (const [key, value] of Object.entries(result.headers ?? {})) responseHeaders[key] = String(value);
    const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
    await sendMaybeCompressed(req, res, result.statusCode ?? 200, responseHeaders, body);
  }

  /**
   * The web app's files as the web distribution serves them: compressed (CloudFront's default behaviour compresses
   * JavaScript, CSS, JSON and SVG), hashed assets cached for a year, index.html revalidated on every visit by its
   * ETag (S3's tag of the object), so a returning visit moves its headers only.
   */
  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const root = path.resolve(options.webDist);
    const requested = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    let file = requested.startsWith(root) ? requested : path.join(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) file = path.join(root, 'index.html');
    const exists = await stat(file).catch(() => null);
    if (!exists) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('The web app is not built yet: run npm start, which builds it.');
      return;
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const version = `${exists.size}-${exists.mtimeMs}`;
    const etag = `"${createHash('sha256').update(`${file}:${version}`).digest('base64url').slice(0, 22)}"`;
    const headers = {
      'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
    };
    if (notModified(req, etag)) return void res.writeHead(304, headers).end();
    await sendMaybeCompressed(req, res, 200, headers, await readFile(file), `${file}:${version}`);
  }

  /** config.json, as the web bucket serves it: revalidated by its ETag on every start of the app. */
  const configBody = Buffer.from(JSON.stringify(options.webConfig));
  const configTag = `"${createHash('sha256').update(configBody).digest('base64url').slice(0, 22)}"`;
  function handleConfig(req: IncomingMessage, res: ServerResponse): void {
    const headers = { 'content-type': 'application/json', 'cache-control': 'no-cache', etag: configTag };
    if (notModified(req, configTag)) return void res.writeHead(304, headers).end();
    res.writeHead(200, headers);
    res.end(configBody);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const work = async () => {
      if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, res, url);
      if (url.pathname.startsWith(TILES_PREFIX)) return handleApi(req, res, new URL(`${API_PREFIX}${url.pathname}${url.search}`, url));
      for (const [prefix, handle] of Object.entries(options.mounts ?? {})) {
        if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) return handle(req, res);
      }
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        req.url = req.url?.replace(/^\/cognito/, '') || '/';
        if (!req.url.startsWith('/')) req.url = `/${req.url}`;
        return options.cognito(req, res);
      }
      if (url.pathname === '/config.json') return handleConfig(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { message: 'Method Not Allowed' });
      return handleStatic(req, res, url);
    };
    work().catch((error: Error & { status?: number }) => {
      console.error('[gateway]', error);
      if (!res.headersSent) {
        const message = error.status ? error.message : 'Internal Server Error';
        // The API's error shape (`detail`), with API Gateway's `message` next to it.
        send(res, error.status ?? 500, { detail: message, message });
      }
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
