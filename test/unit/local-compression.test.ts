import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, sendMaybeCompressed } from '../../infra/local/compress';

const bigJson = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: `field-${i}`, coordinates: [[8.6712345, 9.0712345]] }))));
const answers: Record<string, { type: string; body: Buffer; headers?: Record<string, string> }> = {
  '/big': { type: 'application/json', body: bigJson },
  '/small': { type: 'application/json', body: Buffer.from('{"ok":true}') },
  '/png': { type: 'image/png', body: Buffer.alloc(5000, 1) },
  '/encoded': { type: 'application/json', body: bigJson, headers: { 'content-encoding': 'identity' } },
};

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = answers[req.url ?? ''];
    if (!answer) return void res.writeHead(404).end();
    void sendMaybeCompressed(req, res, 200, { 'content-type': answer.type, ...answer.headers }, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer, not decompressed (node:http, unlike fetch, leaves the body as sent). */
function get(path: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the local gateway compresses answers as CloudFront does', () => {
  it('picks brotli, else gzip, as Accept-Encoding allows', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('sends a large JSON answer brotli- or gzip-compressed, with Vary', async () => {
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(bigJson.length / 4);
    expect(brotliDecompressSync(br.body).equals(bigJson)).toBe(true);

    const gzip = await get('/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(bigJson)).toBe(true);
  });

  it('leaves alone what a client cannot decode, small answers, binary and already encoded bodies', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(bigJson)).toBe(true);
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/png', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/encoded', 'br')).headers['content-encoding']).toBe('identity');
  });
});
