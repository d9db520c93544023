/** TIFF LZW (MSB-first codes of 9 to 12 bits, "early change"), the default compression of GDAL's COG driver. */
import { CogUnsupportedError } from '../errors';

const CLEAR = 256;
const END = 257;

export function decodeLzw(input: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let written = 0;
  // The table as (prefix code, last byte, length) so each entry costs three numbers, not a new array.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
  }
  let next = 258;
  let width = 9;
  let bitPos = 0;
  let old = -1;
  const totalBits = input.length * 8;

  const readCode = (): number => {
    if (bitPos + width > totalBits) return END;
    let code = 0;
    for (let i = 0; i < width; i++) {
      const bit = bitPos + i;
      code = (code << 1) | (((input[bit >> 3] as number) >> (7 - (bit & 7))) & 1);
    }
    bitPos += width;
    return code;
  };
  const emit = (code: number): number => {
    const length = lengths[code] as number;
    let at = written + length - 1;
    let c = code;
    while (c >= 0) {
      if (at < expected) out[at] = suffix[c] as number;
      at--;
      c = prefix[c] as number;
    }
    written += length;
    return firstByte(code);
  };
  const firstByte = (code: number): number => {
    let c = code;
    while ((prefix[c] as number) >= 0) c = prefix[c] as number;
    return suffix[c] as number;
  };

  for (;;) {
    const code = readCode();
    if (code === END || written >= expected) break;
    if (code === CLEAR) {
      next = 258;
      width = 9;
      old = -1;
      continue;
    }
    if (old < 0) {
      if (code > 255) throw new CogUnsupportedError('corrupt LZW data');
      emit(code);
      old = code;
      continue;
    }
    if (code < next) {
      const first = emit(code);
      add(old, first);
    } else if (code === next) {
      const first = firstByte(old);
      add(old, first);
      emit(code);
    } else {
      throw new CogUnsupportedError('corrupt LZW data');
    }
    old = code;
  }
  return out;

  function add(p: number, byte: number): void {
    if (next >= 4096) return;
    prefix[next] = p;
    suffix[next] = byte;
    lengths[next] = (lengths[p] as number) + 1;
    next++;
    if (next + 1 >= 1 << width && width < 12) width++;
  }
}
