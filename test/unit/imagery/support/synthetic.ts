/** Deterministic test rasters (no fixtures on disk): a seeded generator and a textured uint16 band. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A smooth field of reflectance-like DNs plus noise, never 0 (0 is nodata). */
export function texturedBand(width: number, height: number, seed: number, base = 2000, amplitude = 800): Uint16Array {
  const random = seeded(seed);
  const out = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const smooth = Math.sin(x / 23 + seed) * Math.cos(y / 31 - seed);
      out[y * width + x] = Math.max(1, Math.round(base + amplitude * smooth + (random() - 0.5) * 200));
    }
  }
  return out;
}
