/**
 * A minimal PNG writer for 8-bit RGBA images (map tiles, legends): signature, IHDR, one zlib IDAT (node:zlib),
 * IEND, each chunk with its CRC-32. Rows use the Sub filter, which keeps flat colour areas and fully transparent
 * margins of a tile small without the cost of choosing a filter per row.
 */
import { deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/** @param rgba width × height × 4 bytes, row-major, straight (not premultiplied) alpha. */
export function encodePng(rgba: Uint8Array, width: number, height: number, level = 6): Uint8Array {
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes, got ${rgba.length}`);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
  const stride = width * 4;
  const filtered = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = 1; // Sub
    for (let i = 0; i < stride; i++) {
      const left = i >= 4 ? (rgba[row + i - 4] as number) : 0;
      filtered[out + 1 + i] = ((rgba[row + i] as number) - left) & 0xff;
    }
  }
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level })), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/** A fully transparent tile, encoded once per size. */
const emptyTiles = new Map<number, Uint8Array>();
export function transparentPng(size: number): Uint8Array {
  let png = emptyTiles.get(size);
  if (!png) {
    png = encodePng(new Uint8Array(size * size * 4), size, size, 9);
    emptyTiles.set(size, png);
  }
  return png;
}
