/**
 * The year-series bench's stand-in for S3, in a process of its own: answers `GET /<any path>/<band>.tif` with
 * `Range: bytes=a-b` from the band files of a directory held in memory. In the bench's own process it served
 * 141 MB on the engine's event loop, parsing 420 requests and writing every byte there, with the files' 60 MB
 * beside the engine's buffers: some 100-150 ms of the engine's main thread on 2 cores, and work a Lambda reading
 * from S3 never does. Prints the port, then answers the IPC message 'figures' with the requests and bytes served.
 * Arguments: the directory, then the band names.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const [dir, ...bands] = process.argv.slice(2);
const files = new Map(bands.map((band) => [band, readFileSync(path.join(dir as string, `${band}.tif`))]));
const served = { requests: 0, bytes: 0 };
const server = createServer((req, res) => {
  const body = files.get(path.basename(req.url ?? '', '.tif'));
  const match = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
  if (!body || !match) return void res.writeHead(404).end();
  const start = Number(match[1]);
  const end = Math.min(Number(match[2]), body.length - 1);
  served.requests++;
  served.bytes += end - start + 1;
  res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 });
  res.end(body.subarray(start, end + 1));
});
process.on('message', (message) => {
  if (message === 'figures') process.send?.(served);
});
process.once('disconnect', () => server.close(() => process.exit(0)));
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
