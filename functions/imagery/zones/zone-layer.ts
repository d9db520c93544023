/**
 * A layer of productivity zones from a stored surface, cut on request (milliseconds for a farm field): classes by
 * quantiles or natural breaks, slivers merged, outlines along pixel edges, smoothed (Chaikin), clipped to the field
 * so that the zones tile it exactly, then in lon/lat with their areas.
 */
import { polygon, polygonSmooth } from '@turf/turf';
import type { Position } from 'geojson';
import clipping, { type MultiPolygon, type Pair } from 'polygon-clipping';
import * as exactClipping from 'polyclip-ts';
import { ZONE_LIMITS, type ZoneMethod } from '../../../shared/domain/zones';
import type { Zone } from '../../../shared/api/schemas/zones';
import { projector } from '../geometry/crs';
import type { ProjectedField } from '../geometry/field-grid';
import { classBreaks, classOf } from './classes';
import { regionOutlines } from './outline';
import { fillOutside, labelRegions, sieve } from './sieve';
import type { ZoneSurface } from './surface';

/**
 * Chaikin passes over the pixel outlines: one rounds the steps off without moving a boundary by more than half a
 * pixel; each more doubles the vertices the clipping works through.
 */
const SMOOTHING_ITERATIONS = 1;
/** Longest straight step of an outline before smoothing, in pixels. */
const MAX_STEP = 2;
/**
 * How far (in pixels) a point of a smoothed outline may lie off the line through its neighbours and still be
 * dropped: the smoothing leaves many nearly collinear points along each step, and dropping those moves a boundary
 * by at most a quarter of a pixel while the clipping has several times fewer vertices to work through.
 */
const SIMPLIFY_PIXELS = 0.25;
/**
 * Outlines are clipped in centimetres: the two sides of a shared boundary then meet exactly instead of a rounding
 * error apart, which a clipping sweep cannot always resolve.
 */
const CLIP_GRID_M = 0.01;
/** Lon/lat decimals kept in the answer (about 1 cm). */
const DECIMALS = 7;

export interface ZoneOptions {
  classes: number;
  method: ZoneMethod;
  /** Zone parts smaller than this are merged into a neighbour (ZONE_LIMITS.minPartHa unless given). */
  minPartHa?: number;
}


export function zonesOfSurface(surface: ZoneSurface, field: ProjectedField, options: ZoneOptions): Zone[] {
  const { grid, window } = surface;
  // One pixel of margin all round: outlines of pixels at the window's edge close outside it.
  const width = window.width + 2;
  const height = window.height + 2;
  const measured: number[] = [];
  for (const value of surface.values) if (Number.isFinite(value)) measured.push(value);
  if (measured.length === 0) return [];
  const breaks = classBreaks(Float64Array.from(measured), options.classes, options.method);
  const classes = new Uint8Array(width * height);
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) {
      const value = surface.values[y * window.width + x] as number;
      if (Number.isFinite(value)) classes[(y + 1) * width + x + 1] = classOf(value, breaks);
    }
  }
  const minPixels = Math.ceil(((options.minPartHa ?? ZONE_LIMITS.minPartHa) * 10_000) / (grid.res * grid.res));
  sieve(classes, width, height, minPixels);
  const figures = classFigures(surface, classes, width);
  const { labels, classOf: regionClass } = labelRegions(fillOutside(classes, width, height), width, height);
  // Pixel corner (px, py) of the padded raster in the grid's CRS.
  const toCrs = ([px, py]: [number, number]): Position => [grid.originX + (window.x - 1 + px) * grid.res, grid.originY - (window.y - 1 + py) * grid.res];
  const regions = regionOutlines(labels, width, height);
  // Each class's parts: the pixel outlines smoothed and thinned, or as they are (a last resort, see tiledZones).
  const partsByClass = (smooth: boolean) => {
    const byClass = new Map<number, Pair[][][]>();
    for (const outline of regions) {
      // Walked clockwise on the map: reversed for GeoJSON's counter-clockwise outer rings (and clockwise holes).
      const rings = outline.rings.map((ring) => (smooth ? densified(ring) : ring).map(toCrs).reverse());
      const k = regionClass[outline.label] as number;
      const parts = byClass.get(k) ?? [];
      byClass.set(k, parts);
      if (!smooth) {
        parts.push(rings.map((ring) => ring.map(onClipGrid)));
        continue;
      }
      const smoothed = polygonSmooth(polygon(rings), { iterations: SMOOTHING_ITERATIONS }).features[0]?.geometry;
      const thin = (ring: Position[]) => thinned(ring, SIMPLIFY_PIXELS * grid.res).map(onClipGrid);
      if (smoothed?.type === 'Polygon') parts.push(smoothed.coordinates.map(thin));
      else if (smoothed?.type === 'MultiPolygon') parts.push(...smoothed.coordinates.map((rings) => rings.map(thin)));
    }
    return byClass;
  };
  const outline: MultiPolygon = field.polygons.map((rings) => rings.map((ring) => ring.map(onClipGrid)));
  const tiled = tiledZones(outline, partsByClass, grid.res * grid.res);
  const { inverse } = projector(grid.epsg);
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  const zones: Zone[] = [];
  for (const [zone, area] of [...tiled.entries()].sort((a, b) => a[0] - b[0])) {
    const coordinates = area;
    const areaM2 = coordinates.reduce((sum, rings) => sum + rings.reduce((s, ring, r) => s + (r === 0 ? 1 : -1) * Math.abs(planarArea(ring)), 0), 0);
    if (areaM2 <= 0) continue;
    const figure = figures.get(zone);
    zones.push({
      zone,
      areaHa: Number((areaM2 / 10_000).toFixed(4)),
      meanRelative: Number((figure?.mean ?? 1).toFixed(4)),
      scenes: figure?.scenes ?? 0,
      geometry: {
        type: 'MultiPolygon',
        coordinates: coordinates.map((rings) => rings.map((ring) => ring.map(([x, y]) => inverse([x as number, y as number]).map(round) as [number, number]))),
      },
    });
  }
  return zones;
}

const onClipGrid = ([x, y]: Position): Pair => [Math.round((x as number) / CLIP_GRID_M) * CLIP_GRID_M, Math.round((y as number) / CLIP_GRID_M) * CLIP_GRID_M];

type Clipping = Pick<typeof clipping, 'difference' | 'intersection'>;
const CLIPPINGS = [clipping, exactClipping] as Clipping[];

/**
 * The zones tiling the field. polygon-clipping (plain floating point, several times faster here than polyclip-ts's
 * exact arithmetic) now and then fails on smoothed outlines: a ring it cannot close, or endless recursion (upstream
 * defects), and polyclip-ts fails on others. Where both fail, the pixel outlines unsmoothed: they tile the raster
 * already, so each class is only cut to the field.
 */
function tiledZones(field: MultiPolygon, partsByClass: (smooth: boolean) => Map<number, Pair[][][]>, pixelM2: number): Map<number, MultiPolygon> {
  const smoothed = partsByClass(true);
  const ways: Array<() => Map<number, MultiPolygon>> = [
    ...CLIPPINGS.map((clip) => () => tileField(field, smoothed, pixelM2, clip)),
    ...CLIPPINGS.map((clip) => () => cutToField(field, partsByClass(false), clip)),
  ];
  let failure: unknown;
  for (const way of ways) {
    try {
      return way();
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** Pixel outlines, which tile the raster: each class's part of the field. */
function cutToField(field: MultiPolygon, byClass: ReadonlyMap<number, Pair[][][]>, clipping: Clipping): Map<number, MultiPolygon> {
  const tiled = new Map<number, MultiPolygon>();
  for (const [k, parts] of byClass) {
    const area = clipping.intersection(parts, field);
    if (area.length > 0) tiled.set(k, area);
  }
  return tiled;
}

/**
 * The classes' outlines made into a tiling of the field: smoothing leaves slight overlaps and gaps where three
 * regions meet, so each class (smallest first) keeps its part of the field not already taken, and the largest
 * class takes the rest.
 */
function tileField(field: MultiPolygon, byClass: ReadonlyMap<number, Pair[][][]>, pixelM2: number, clipping: Clipping): Map<number, MultiPolygon> {
  // Crumbs under a pixel, where smoothed outlines of three regions meet, are left to the largest class (or dropped).
  const solid = (area: MultiPolygon) => area.filter((rings) => Math.abs(planarArea(rings[0] ?? [])) >= pixelM2);
  const order = [...byClass.entries()]
    .map(([k, parts]) => ({ k, parts, size: parts.reduce((sum, rings) => sum + Math.abs(planarArea(rings[0] ?? [])), 0) }))
    .sort((a, b) => a.size - b.size || a.k - b.k);
  const tiled = new Map<number, MultiPolygon>();
  // What earlier classes took, kept as a list: one difference against them all instead of a union after each class.
  const taken: MultiPolygon[] = [];
  order.forEach(({ k, parts }, i) => {
    const last = i === order.length - 1;
    const area = solid(last ? clipping.difference(field, ...taken) : clipping.difference(clipping.intersection(parts, field), ...taken));
    if (area.length === 0) return;
    tiled.set(k, area);
    taken.push(area);
  });
  return tiled;
}

/**
 * Long straight runs cut into steps of at most MAX_STEP pixels, so that smoothing rounds a corner by about a pixel
 * however long its sides. The cut points depend only on a run's two ends, so both sides of a shared boundary get
 * the same ones.
 */
function densified(ring: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) / MAX_STEP));
    for (let s = 0; s < steps; s++) out.push([x1 + ((x2 - x1) * s) / steps, y1 + ((y2 - y1) * s) / steps]);
  }
  out.push([...(ring[ring.length - 1] as [number, number])]);
  return out;
}

/**
 * A closed ring without its nearly collinear points: one pass that drops a point lying within `tolerance` of the
 * line from the last point kept to the next one (no recursion, so rings of any length; a triangle at least).
 */
function thinned(ring: Position[], tolerance: number): Position[] {
  if (ring.length <= 4) return ring;
  const kept: Position[] = [ring[0] as Position];
  for (let i = 1; i + 1 < ring.length; i++) {
    const [ax, ay] = kept[kept.length - 1] as [number, number];
    const [px, py] = ring[i] as [number, number];
    const [bx, by] = ring[i + 1] as [number, number];
    const length = Math.hypot(bx - ax, by - ay);
    const off = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
    if (off > tolerance) kept.push(ring[i] as Position);
  }
  kept.push(ring[ring.length - 1] as Position);
  return kept.length >= 4 ? kept : ring;
}

function planarArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Each class's mean relative value and (rounded mean) clear scenes over its measured pixels, after the sieve. */
function classFigures(surface: ZoneSurface, classes: Uint8Array, width: number): Map<number, { mean: number; scenes: number }> {
  const sums = new Map<number, { value: number; scenes: number; n: number }>();
  const { window } = surface;
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) {
      const value = surface.values[y * window.width + x] as number;
      const k = classes[(y + 1) * width + x + 1] as number;
      if (!Number.isFinite(value) || k === 0) continue;
      const sum = sums.get(k) ?? { value: 0, scenes: 0, n: 0 };
      sum.value += value;
      sum.scenes += surface.counts[y * window.width + x] as number;
      sum.n++;
      sums.set(k, sum);
    }
  }
  return new Map([...sums].map(([k, sum]) => [k, { mean: sum.value / sum.n, scenes: Math.round(sum.scenes / sum.n) }]));
}
