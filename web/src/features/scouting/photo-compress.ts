import piexif from 'piexifjs';
import { PHOTO_CONTENT_TYPE, SCOUTING_LIMITS } from '../../../../shared/domain/scouting';

/**
 * How the phone draws and re-encodes a photo. The browser's (createImageBitmap and a canvas) in the app; a test
 * hands in its own, since jsdom has no canvas.
 */
export interface PhotoCodec {
  /** The photo's pixel size, upright (the EXIF orientation applied). */
  decode: (photo: Blob) => Promise<{ width: number; height: number; draw: (width: number, height: number, quality: number) => Promise<Blob> }>;
}

/** Qualities tried in turn until the JPEG is small enough; then the size shrinks and they are tried again. */
const QUALITIES = [0.82, 0.72, 0.62, 0.52, 0.42] as const;
const SHRINK = 0.75;
/** "About" the target: a photo a little over it is kept rather than spoilt. */
const SLACK = 1.1;

export interface CompressedPhoto {
  jpeg: Blob;
  width: number;
  height: number;
  /** Whether the original's GPS position was copied into it (the user asked, and the original had one). */
  keepsLocation: boolean;
}

/**
 * A phone photo made fit for a 2G upload: scaled so its longest side is at most SCOUTING_LIMITS.photoMaxSidePx,
 * re-encoded as JPEG with the quality stepped down (then the size) until it is about photoTargetBytes. Re-encoding
 * drops every EXIF tag, the location included; with `keepLocation` the original's GPS tags are copied back in.
 */
export async function compressPhoto(photo: Blob, keepLocation: boolean, codec: PhotoCodec = browserCodec): Promise<CompressedPhoto> {
  const image = await codec.decode(photo);
  let scale = Math.min(1, SCOUTING_LIMITS.photoMaxSidePx / Math.max(image.width, image.height));
  let jpeg: Blob | null = null;
  let width = 0;
  let height = 0;
  for (let round = 0; round < 4 && !small(jpeg); round += 1) {
    width = Math.max(1, Math.round(image.width * scale));
    height = Math.max(1, Math.round(image.height * scale));
    for (const quality of QUALITIES) {
      jpeg = await image.draw(width, height, quality);
      if (small(jpeg)) break;
    }
    scale *= SHRINK;
  }
  if (!jpeg) throw new Error('The photo could not be encoded');
  if (!keepLocation) return { jpeg, width, height, keepsLocation: false };
  return { ...(await withLocationOf(photo, jpeg)), width, height };
}

/**
 * The compressed JPEG with the original's GPS tags copied in (the user ticked "Keep the photos' location" after
 * choosing the photo, so it need not be compressed again); as it is when the original had none.
 */
export async function withLocationOf(original: Blob, jpeg: Blob): Promise<{ jpeg: Blob; keepsLocation: boolean }> {
  const gps = await gpsOf(original);
  return gps ? { jpeg: await withGps(jpeg, gps), keepsLocation: true } : { jpeg, keepsLocation: false };
}

function small(jpeg: Blob | null): boolean {
  return jpeg !== null && jpeg.size <= SCOUTING_LIMITS.photoTargetBytes * SLACK;
}

/** The original's GPS tags (a JPEG's EXIF), or null: a PNG, a HEIC or a photo taken with location off has none. */
export async function gpsOf(photo: Blob): Promise<Record<number, unknown> | null> {
  try {
    const gps = piexif.load(await binaryOf(photo)).GPS;
    return gps && Object.keys(gps).length > 0 ? gps : null;
  } catch {
    return null;
  }
}

async function withGps(jpeg: Blob, gps: Record<number, unknown>): Promise<Blob> {
  const tagged = piexif.insert(piexif.dump({ GPS: gps }), await binaryOf(jpeg));
  const bytes = new Uint8Array(tagged.length);
  for (let index = 0; index < tagged.length; index += 1) bytes[index] = tagged.charCodeAt(index);
  return new Blob([bytes], { type: PHOTO_CONTENT_TYPE });
}

/** A file as piexifjs reads it: one character per byte. */
async function binaryOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await bufferOf(blob));
  let text = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) text += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return text;
}

/** A blob's bytes (FileReader where Blob.arrayBuffer is missing: older WebViews, jsdom). */
function bufferOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The browser's: decodes once (upright), draws on a canvas at each size tried, encodes with toBlob. */
const browserCodec: PhotoCodec = {
  async decode(photo) {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      draw: (width, height, quality) =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) {
            reject(new Error('No canvas'));
            return;
          }
          context.imageSmoothingQuality = 'high';
          context.drawImage(bitmap, 0, 0, width, height);
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), PHOTO_CONTENT_TYPE, quality);
        }),
    };
  },
};
