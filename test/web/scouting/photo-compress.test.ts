import { readFileSync } from 'node:fs';
import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { SCOUTING_LIMITS } from '../../../shared/domain/scouting';
import { compressPhoto, gpsOf, type PhotoCodec } from '../../../web/src/features/scouting/photo-compress';

// A real JPEG with GPS EXIF (see test/fixtures/photos/README.md). jsdom has no canvas: the codec below stands for
// the browser's, encoding a photo as the fixture's pixels (EXIF gone, as a canvas drops it) grown to the size a JPEG
// of that many pixels at that quality would have; the e2e test compresses a real photo in Chromium.
const FIXTURE = readFileSync('test/fixtures/photos/field-gps.jpg');
const binary = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const STRIPPED = bytesOf(piexif.remove(binary(FIXTURE)));

function fakeCodec(width: number, height: number, drawn: { width: number; height: number; quality: number }[] = []): PhotoCodec {
  return {
    decode: async () => ({
      width,
      height,
      draw: async (w, h, quality) => {
        drawn.push({ width: w, height: h, quality });
        // About 1.2 bytes per pixel at quality 0.8, falling with the quality, as phone JPEGs of fields do.
        const size = Math.max(STRIPPED.length, Math.round(w * h * 1.5 * quality));
        const bytes = new Uint8Array(size);
        bytes.set(STRIPPED);
        return new Blob([bytes], { type: 'image/jpeg' });
      },
    }),
  };
}

// jsdom's Blob has no arrayBuffer(): its FileReader reads it.
function read(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

async function exifOf(blob: Blob) {
  return piexif.load(binary(await read(blob)));
}

describe('compressPhoto', () => {
  it('scales a 12-megapixel photo to the longest side, steps the quality down to about 200 KB, and drops the location', async () => {
    const drawn: { width: number; height: number; quality: number }[] = [];
    const result = await compressPhoto(new Blob([FIXTURE], { type: 'image/jpeg' }), false, fakeCodec(4000, 3000, drawn));
    expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(SCOUTING_LIMITS.photoMaxSidePx);
    expect(result.jpeg.size).toBeLessThanOrEqual(SCOUTING_LIMITS.photoTargetBytes * 1.1);
    expect(result.jpeg.size).toBeLessThan(SCOUTING_LIMITS.photoMaxBytes);
    // The quality was stepped down before the size shrank.
    expect(drawn[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(drawn[1]!.quality).toBeLessThan(drawn[0]!.quality);
    expect(drawn.at(-1)!.width).toBeLessThan(1600);
    expect(result.keepsLocation).toBe(false);
    expect(Object.keys((await exifOf(result.jpeg)).GPS ?? {})).toHaveLength(0);
  });

  it('keeps the original GPS position when the user asks', async () => {
    const result = await compressPhoto(new Blob([FIXTURE], { type: 'image/jpeg' }), true, fakeCodec(4000, 3000));
    expect(result.keepsLocation).toBe(true);
    const gps = (await exifOf(result.jpeg)).GPS ?? {};
    expect(gps[1]).toBe('N'); // GPSLatitudeRef
    expect(gps[2]).toEqual([
      [9, 1],
      [4, 1],
      expect.any(Array),
    ]); // GPSLatitude 9° 4′ …
    expect(result.jpeg.size).toBeLessThanOrEqual(SCOUTING_LIMITS.photoTargetBytes * 1.1);
  });

  it('keeps a small photo at its size and best quality, and says when there was no location to keep', async () => {
    const drawn: { width: number; height: number; quality: number }[] = [];
    const result = await compressPhoto(new Blob([STRIPPED], { type: 'image/jpeg' }), true, fakeCodec(400, 300, drawn));
    expect(drawn).toHaveLength(1);
    expect(result).toMatchObject({ width: 400, height: 300, keepsLocation: false });
    expect(await gpsOf(new Blob([FIXTURE]))).not.toBeNull();
    expect(await gpsOf(new Blob(['not a jpeg']))).toBeNull();
  });
});
