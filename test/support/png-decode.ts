/**
 * An independent PNG reader for tests: checks the signature and every chunk's CRC (node:zlib's crc32, not the
 * writer's), inflates IDAT and undoes the five row filters; 8-bit RGBA and RGB only.
 */
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  rgba: Uint8Array;
  chunks: string[];
}

export function decodePng(png: Uint8Array): DecodedPng {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((byte, i) => png[i] === byte)) throw new Error('not a PNG signature');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const idat: Uint8Array[] = [];
  const chunks: string[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = view.getUint32(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== crc) throw new Error(`bad CRC in ${type}`);
    chunks.push(type);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      if (data[8] !== 8) throw new Error('only 8-bit PNGs');
      colourType = data[9] as number;
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
    if (type === 'IEND') break;
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (!channels) throw new Error(`colour type ${colourType} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= channels ? (pixels[y * stride + i - channels] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const c = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] as number) : 0;
      let value: number;
      if (filter === 0) value = x;
      else if (filter === 1) value = x + a;
      else if (filter === 2) value = x + b;
      else if (filter === 3) value = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new Error(`bad filter ${filter}`);
      pixels[y * stride + i] = value & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels, chunks };
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba.set(pixels.subarray(p * 3, p * 3 + 3), p * 4);
    rgba[p * 4 + 3] = 255;
  }
  return { width, height, rgba, chunks };
}
