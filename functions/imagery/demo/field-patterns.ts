/**
 * What makes one part of a demo field grow differently from the rest, so productivity zones show on the demo
 * farm: a wetter corner (a low spot that holds water: more leaf, wetter leaves), a sandy strip (an old stream
 * bed: thinner crop, brighter soil) and a weedy patch (weeds green up before the crop and then crowd it). Each
 * field's corner, strip and patch are placed from its id, so they are in the same place every year; their
 * strength varies a little scene to scene (see `patternStrength`). The crop's leaf multiplier is scaled so its
 * mean over the field is 1: a field's mean stays what the crop calendar gives.
 */
import { hashNoise } from './hash-noise';

export interface FieldPatterns {
  /** Per 10 m pixel, 0 outside every field. */
  wet: Float32Array;
  sand: Float32Array;
  weed: Float32Array;
  /** The crop's green leaf multiplier per pixel (mean 1 over each field; 1 outside fields). */
  leaf: Float32Array;
}

/** How much greener the wet corner, thinner the sandy strip and thinner the crop among the weeds grow. */
export const PATTERN_EFFECT = { wetLeaf: 0.35, sandLeaf: -0.4, weedLeaf: -0.3, weedLai: 0.9 } as const;

/** A 32-bit seed from a field id (the same id places its patterns the same way every year). */
export function fieldSeed(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** 1 well inside a shape, 0 outside, blended over `soft` pixels at its edge (d = distance inside the edge). */
const edge = (inside: number, soft: number) => smooth(0.5 + inside / soft);

/**
 * The patterns of every field on the layout's grid.
 * @param cover per 10 m pixel a field index (0…) or a negative land cover
 * @param seeds per field index, its seed (fieldSeed of its id)
 */
export function fieldPatterns(cover: Int16Array, width: number, height: number, seeds: readonly number[]): FieldPatterns {
  const n = width * height;
  const wet = new Float32Array(n);
  const sand = new Float32Array(n);
  const weed = new Float32Array(n);
  const leaf = new Float32Array(n).fill(1);
  const boxes = seeds.map(() => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }));
  for (let i = 0; i < n; i++) {
    const box = boxes[cover[i] as number];
    if (!box) continue;
    const x = i % width;
    const y = (i - x) / width;
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  const shapes = boxes.map((box, k) => {
    const seed = seeds[k] as number;
    const w = box.maxX - box.minX + 1;
    const h = box.maxY - box.minY + 1;
    const small = Math.min(w, h);
    const pick = (salt: number) => hashNoise(seed & 0xffff, seed >>> 16, salt);
    // The wet corner: a quarter disc of ~40 % of the field's short side (at least 5 pixels) in one of the corners.
    const corner = Math.floor(pick(1) * 4);
    const cornerX = corner % 2 === 0 ? box.minX : box.maxX;
    const cornerY = corner < 2 ? box.minY : box.maxY;
    const wetRadius = Math.max(5, 0.4 * small);
    // The sandy strip: ~18 % of the field wide (at least 4 pixels), across it, in its middle third.
    const acrossX = pick(2) < 0.5;
    const length = acrossX ? w : h;
    const stripWidth = Math.max(4, 0.18 * length);
    const stripCentre = (acrossX ? box.minX : box.minY) + length * (0.35 + 0.3 * pick(3));
    // The weedy patch: a disc of ~15 % of the short side (at least 3 pixels), away from the wet corner.
    const weedRadius = Math.max(3, 0.15 * small);
    const weedX = corner % 2 === 0 ? box.maxX - w * (0.25 + 0.15 * pick(4)) : box.minX + w * (0.25 + 0.15 * pick(4));
    const weedY = corner < 2 ? box.maxY - h * (0.25 + 0.15 * pick(5)) : box.minY + h * (0.25 + 0.15 * pick(5));
    return { cornerX, cornerY, wetRadius, acrossX, stripWidth, stripCentre, weedRadius, weedX, weedY };
  });
  const sums = seeds.map(() => ({ leaf: 0, count: 0 }));
  for (let i = 0; i < n; i++) {
    const k = cover[i] as number;
    const shape = shapes[k];
    if (!shape || k < 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const w = edge(shape.wetRadius - Math.hypot(x - shape.cornerX, y - shape.cornerY), 3);
    const s = edge(shape.stripWidth / 2 - Math.abs((shape.acrossX ? x : y) - shape.stripCentre), 2);
    const p = edge(shape.weedRadius - Math.hypot(x - shape.weedX, y - shape.weedY), 2);
    wet[i] = w;
    sand[i] = s;
    weed[i] = p;
    const value = (1 + PATTERN_EFFECT.wetLeaf * w) * (1 + PATTERN_EFFECT.sandLeaf * s) * (1 + PATTERN_EFFECT.weedLeaf * p);
    leaf[i] = value;
    const sum = sums[k] as { leaf: number; count: number };
    sum.leaf += value;
    sum.count++;
  }
  for (let i = 0; i < n; i++) {
    const sum = sums[cover[i] as number];
    if (sum && sum.count > 0) leaf[i] = (leaf[i] as number) / (sum.leaf / sum.count);
  }
  return { wet, sand, weed, leaf };
}

/** Weeds' green leaf area: they come up with the first rains (April) and peak in early June, before most crops. */
export function weedLaiOn(doy: number): number {
  if (doy < 95 || doy > 235) return 0;
  return PATTERN_EFFECT.weedLai * Math.sin((Math.PI * (doy - 95)) / 140);
}

/** A scene's strength of the patterns, 0.8 to 1.2: soil moisture and light differ between acquisitions. */
export function patternStrength(salt: number, field: number): number {
  return 0.8 + 0.4 * hashNoise(field, salt, 17);
}
