/**
 * A local HTTP stand-in for a STAC API and a COG bucket (node:http on 127.0.0.1, port 0): static bodies with
 * Range support, scripted failures (status codes, hangs, truncation), and the figures tests assert on
 * (requests per path, bytes sent, most requests in flight at once).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Route {
  body?: Uint8Array | string | object;
  contentType?: string;
  /** Answer this status instead (e.g. 404, 500); with `times`, only for the first `times` requests. */
  status?: number;
  times?: number;
  /** Never answer (to test timeouts). */
  hang?: boolean;
  /** Send the headers and half the body, then nothing more (a stalled transfer). */
  stallBody?: boolean;
  /** For the first `cutShort` requests, send half the body and drop the connection. */
  cutShort?: number;
  /** Answer 302 with this location. */
  redirect?: string;
  /** Ignore Range headers and send the whole body with 200. */
  ignoreRange?: boolean;
  delayMs?: number;
  /** Computes the answer from the request (STAC search). */
  handle?: (request: { method: string; url: URL; body: string }) => { status?: number; body: object };
}

export interface StandIn {
  url: string;
  routes: Map<string, Route>;
  requests: Array<{ method: string; path: string; range?: string }>;
  bytesSent: number;
  maxInFlight: number;
  /** TCP connections accepted so far. */
  connections: number;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  let inFlight = 0;
  const sockets = new Set<import('node:net').Socket>();
  const state: Omit<StandIn, 'url' | 'close'> = { routes, requests: [], bytesSent: 0, maxInFlight: 0, connections: 0 };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      res.on('close', () => inFlight--);
      void answer(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    state.connections++;
    socket.on('close', () => sockets.delete(socket));
  });

  async function answer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const range = req.headers.range;
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, ...(range ? { range } : {}) });
    const route = routes.get(url.pathname);
    const hit = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, hit);
    if (!route) return send(res, 404, Buffer.from('{"code":"NotFound"}'), 'application/json');
    if (route.hang) return;
    if (route.redirect) {
      res.writeHead(302, { location: route.redirect, 'content-length': 0 });
      return void res.end();
    }
    // A slow server on purpose, not a wait: it keeps requests in flight long enough for a reader's concurrency
    // limit to show.
    if (route.delayMs) await new Promise((r) => setTimeout(r, route.delayMs));
    if (route.status && (route.times === undefined || hit <= route.times)) {
      return send(res, route.status, Buffer.from(`{"code":"Error${route.status}"}`), 'application/json');
    }
    if (route.handle) {
      const out = route.handle({ method: req.method ?? 'GET', url, body });
      return send(res, out.status ?? 200, Buffer.from(JSON.stringify(out.body)), 'application/geo+json');
    }
    const data = toBytes(route.body);
    const type = route.contentType ?? (route.body instanceof Uint8Array ? 'image/tiff' : 'application/json');
    const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
    if (!match || route.ignoreRange) return send(res, 200, data, type);
    const start = Number(match[1]);
    const end = Math.min(match[2] ? Number(match[2]) : data.length - 1, data.length - 1);
    if (start >= data.length) {
      res.writeHead(416, { 'content-range': `bytes */${data.length}` });
      return void res.end();
    }
    const headers = { 'content-range': `bytes ${start}-${end}/${data.length}` };
    if (route.stallBody || (route.cutShort !== undefined && hit <= route.cutShort)) {
      const part = data.subarray(start, end + 1);
      state.bytesSent += part.length >> 1;
      res.writeHead(206, { 'content-type': type, 'content-length': part.length, ...headers });
      res.write(part.subarray(0, part.length >> 1));
      if (!route.stallBody) res.socket?.destroy();
      return;
    }
    send(res, 206, data.subarray(start, end + 1), type, headers);
  }

  function send(res: ServerResponse, status: number, data: Buffer, type: string, headers: Record<string, string> = {}): void {
    state.bytesSent += data.length;
    res.writeHead(status, { 'content-type': type, 'content-length': data.length, 'accept-ranges': 'bytes', ...headers });
    res.end(data);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as StandIn;
}

function toBytes(body: Route['body']): Buffer {
  if (body === undefined) return Buffer.alloc(0);
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(JSON.stringify(body));
}
