import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A weather API stand-in on 127.0.0.1 (port 0): each request goes to the handler set for its path. */
export interface StandInRequest {
  path: string;
  query: URLSearchParams;
}

export type StandInReply =
  | { status?: number; json: unknown }
  | { status: number; text: string }
  | { hang: true }
  | { destroy: true };

export type StandInHandler = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

export interface StandIn {
  url: string;
  requests: StandInRequest[];
  /** Requests whose path is `path`. */
  calls(path: string): StandInRequest[];
  on(path: string, handler: StandInHandler): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const handlers = new Map<string, StandInHandler>();
  const requests: StandInRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request = { path: url.pathname, query: url.searchParams };
    requests.push(request);
    const handler = handlers.get(url.pathname);
    void Promise.resolve(handler ? handler(request) : { status: 404, json: { error: true, reason: 'Not found' } }).then((reply) => {
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      if ('destroy' in reply) {
        req.socket.destroy();
        return;
      }
      if ('text' in reply) {
        res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.text);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (path) => requests.filter((request) => request.path === path),
    on: (path, handler) => handlers.set(path, handler),
    reset: () => {
      requests.length = 0;
      handlers.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
