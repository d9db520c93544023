import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gunzipSync } from 'node:zlib';
import { runAtOnce, runInTurns, type Steps } from './in-turns';

const gunzipAsync = promisify(gunzip);

/**
 * Where a field is, offline: the admin-1 state or province whose polygon holds the field's centroid (Natural Earth,
 * public domain), the nearest settlement (GeoNames, CC BY 4.0) as its location and, in Nigeria, the Local Government
 * Area whose boundary holds the centroid (geoBoundaries, from OCHA Nigeria and OSGOF, CC BY 3.0 IGO). Built by
 * tools/build-admin-areas.ts into geo/admin-areas.json.gz (sources and licences in geo/README.md), which ships beside
 * the Lambda bundle (see infra/constructs/app-function.ts) and is read on the first lookup only.
 */
export interface FieldPlace {
  location: string | null;
  state: string | null;
  lga: string | null;
}

interface StatePolygon {
  name: string;
  country: string;
  iso: string;
  rings: number[][];
}
/** An LGA's polygons, each its outer ring then its holes. */
interface LgaPolygons {
  name: string;
  polygons: number[][][];
}
type PlaceRow = [name: string, lon: number, lat: number, lga?: string];
interface AdminAreasFile {
  precision: number;
  lgaPrecision: number;
  states: StatePolygon[];
  lgas: LgaPolygons[];
  places: PlaceRow[];
}

interface Ring {
  xs: Float64Array;
  ys: Float64Array;
  bbox: [number, number, number, number];
}
interface IndexedState {
  name: string;
  country: string;
  iso: string;
  rings: Ring[];
  bbox: [number, number, number, number];
}
interface IndexedLga {
  name: string;
  polygons: { outer: Ring; holes: Ring[] }[];
  bbox: [number, number, number, number];
}
interface Index {
  states: IndexedState[];
  lgas: IndexedLga[];
  places: { name: string; lon: number; lat: number; lga: string | null }[];
}

/** A simplified border moves by up to about 5 km: a point that close to a state still belongs to its country. */
const BORDER_SLACK_DEG = 0.06;
/** Closer than this to a state (about 1 km, a simplified coast or lagoon shore), the point is taken as in it. */
const STATE_SLACK_DEG = 0.01;
/** The settlement named as a field's location: Nigeria's list is complete, elsewhere one place per degree cell. */
const NEAREST_PLACE_KM = { NG: 40, elsewhere: 10 };
/**
 * Neighbouring LGAs are simplified apart (about 200 m each), leaving slivers between them; a point in one, or just off
 * the simplified coast, takes the LGA whose edge is within this distance (about 1 km).
 */
const LGA_SLACK_DEG = 0.01;
/** Where no LGA boundary is that close, an LGA taken from the nearest settlement only counts when it is this close. */
const LGA_PLACE_KM = 15;

let index: Index | null = null;

function unpackRing(packed: number[], precision: number): Ring {
  const count = packed.length / 2;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let x = 0;
  let y = 0;
  const bbox: Ring['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    x += packed[2 * i] ?? 0;
    y += packed[2 * i + 1] ?? 0;
    xs[i] = x / precision;
    ys[i] = y / precision;
    bbox[0] = Math.min(bbox[0], xs[i] ?? 0);
    bbox[1] = Math.min(bbox[1], ys[i] ?? 0);
    bbox[2] = Math.max(bbox[2], xs[i] ?? 0);
    bbox[3] = Math.max(bbox[3], ys[i] ?? 0);
  }
  return { xs, ys, bbox };
}

const boxOf = (rings: Ring[]): [number, number, number, number] => [
  Math.min(...rings.map((ring) => ring.bbox[0])),
  Math.min(...rings.map((ring) => ring.bbox[1])),
  Math.max(...rings.map((ring) => ring.bbox[2])),
  Math.max(...rings.map((ring) => ring.bbox[3])),
];

function indexLga(lga: LgaPolygons, precision: number): IndexedLga {
  const polygons = lga.polygons.map(([outer = [], ...holes]) => ({
    outer: unpackRing(outer, precision),
    holes: holes.map((hole) => unpackRing(hole, precision)),
  }));
  return { name: lga.name, polygons, bbox: boxOf(polygons.map((polygon) => polygon.outer)) };
}

const ADMIN_AREAS_FILE = new URL('./geo/admin-areas.json.gz', import.meta.url);
/** LGAs unpacked in one turn: the 774 in a few turns of a few milliseconds each. */
const LGAS_PER_TURN = 100;

/** The index from the file's text, in steps: the states, then the LGAs a batch at a time, then the places. */
function* indexing(text: string): Steps<Index> {
  const file = JSON.parse(text) as AdminAreasFile;
  yield;
  const states = file.states.map((state) => {
    const rings = state.rings.map((ring) => unpackRing(ring, file.precision));
    return { name: state.name, country: state.country, iso: state.iso, rings, bbox: boxOf(rings) };
  });
  const lgas: IndexedLga[] = [];
  for (const [i, lga] of file.lgas.entries()) {
    if (i > 0 && i % LGAS_PER_TURN === 0) yield;
    lgas.push(indexLga(lga, file.lgaPrecision));
  }
  yield;
  const places = file.places.map(([name, lon, lat, lga]) => ({ name, lon: lon / file.precision, lat: lat / file.precision, lga: lga || null }));
  return { states, lgas, places };
}

function load(): Index {
  index ??= runAtOnce(indexing(gunzipSync(readFileSync(ADMIN_AREAS_FILE)).toString('utf8')));
  return index;
}

let loading: Promise<void> | undefined;

/**
 * Reads the boundaries in turns (the file inflated off the event loop, the rings unpacked a batch of LGAs at a
 * time), once per process: the first field a process saves no longer holds every other request for the ~100 ms
 * the index takes at once. Callers that serve requests await it before `placeAttributes`.
 */
export function adminAreasLoaded(): Promise<void> {
  loading ??= (async () => {
    if (index) return;
    const text = (await gunzipAsync(await readFile(ADMIN_AREAS_FILE))).toString('utf8');
    const built = await runInTurns(indexing(text));
    index ??= built;
  })();
  return loading;
}

const inBox = (bbox: [number, number, number, number], lon: number, lat: number, slack = 0) =>
  lon >= bbox[0] - slack && lon <= bbox[2] + slack && lat >= bbox[1] - slack && lat <= bbox[3] + slack;

function inRing(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  const { xs, ys } = ring;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const xi = xs[i] ?? 0;
    const yi = ys[i] ?? 0;
    const xj = xs[j] ?? 0;
    const yj = ys[j] ?? 0;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in degrees from a point to a ring's edges (flat, good enough for a few kilometres). */
function distanceToRing(ring: Ring, lon: number, lat: number): number {
  let best = Infinity;
  const { xs, ys } = ring;
  for (let i = 1; i < xs.length; i++) {
    const ax = xs[i - 1] ?? 0;
    const ay = ys[i - 1] ?? 0;
    const dx = (xs[i] ?? 0) - ax;
    const dy = (ys[i] ?? 0) - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((lon - ax) * dx + (lat - ay) * dy) / length));
    best = Math.min(best, Math.hypot(lon - (ax + t * dx), lat - (ay + t * dy)));
  }
  return best;
}

function kilometres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The state holding the point; else, within the border slack, the nearest state's country (state unknown). */
function stateAt(lon: number, lat: number): { state: IndexedState; inside: boolean } | null {
  const { states } = load();
  let nearest: { state: IndexedState; distance: number } | null = null;
  for (const state of states) {
    if (!inBox(state.bbox, lon, lat, BORDER_SLACK_DEG)) continue;
    for (const ring of state.rings) {
      if (!inBox(ring.bbox, lon, lat, BORDER_SLACK_DEG)) continue;
      if (inRing(ring, lon, lat)) return { state, inside: true };
      const distance = distanceToRing(ring, lon, lat);
      if (distance <= BORDER_SLACK_DEG && (!nearest || distance < nearest.distance)) nearest = { state, distance };
    }
  }
  if (!nearest) return null;
  return { state: nearest.state, inside: nearest.distance <= STATE_SLACK_DEG };
}

/** The LGA whose boundary holds the point; else the one whose edge is nearest within the slack; else none. */
function lgaAt(lon: number, lat: number): string | null {
  let nearest: { name: string; distance: number } | null = null;
  for (const lga of load().lgas) {
    if (!inBox(lga.bbox, lon, lat, LGA_SLACK_DEG)) continue;
    for (const { outer, holes } of lga.polygons) {
      if (!inBox(outer.bbox, lon, lat, LGA_SLACK_DEG)) continue;
      const inHole = holes.find((hole) => inRing(hole, lon, lat));
      if (!inHole && inRing(outer, lon, lat)) return lga.name;
      // In a hole the point is as far from this LGA as from the hole's edge.
      const distance = inHole ? distanceToRing(inHole, lon, lat) : distanceToRing(outer, lon, lat);
      if (distance <= LGA_SLACK_DEG && (!nearest || distance < nearest.distance)) nearest = { name: lga.name, distance };
    }
  }
  return nearest?.name ?? null;
}

function nearestPlace(lon: number, lat: number, country: string | null) {
  let best: { place: Index['places'][number]; km: number } | null = null;
  for (const place of load().places) {
    if (Math.abs(place.lat - lat) > 1 || Math.abs(place.lon - lon) > 1.5) continue;
    // Nigeria's places carry an LGA; elsewhere an LGA-less place may still be the nearest settlement.
    if (country === 'NG' && place.lga === null) continue;
    const km = kilometres(lon, lat, place.lon, place.lat);
    if (!best || km < best.km) best = { place, km };
  }
  return best && best.km <= (country === 'NG' ? NEAREST_PLACE_KM.NG : NEAREST_PLACE_KM.elsewhere) ? best : null;
}

/**
 * The place of a point ([longitude, latitude]). Inside a state (or within a kilometre of its simplified edge): that
 * state. A little further outside any: the nearest state's country stands for the state. At sea: nothing.
 */
export function placeOf([lon, lat]: [number, number]): FieldPlace {
  const found = stateAt(lon, lat);
  if (!found) return { location: null, state: null, lga: null };
  const iso = found.state.iso;
  const state = found.inside ? found.state.name : found.state.country;
  const near = nearestPlace(lon, lat, iso === 'NG' ? 'NG' : null);
  // Without a settlement close enough the district (the state) is the location.
  const lga = iso === 'NG' ? (lgaAt(lon, lat) ?? (near && near.km <= LGA_PLACE_KM ? near.place.lga : null)) : null;
  return { location: near ? near.place.name : state, state, lga };
}

/** The item attributes of a field's place, without the empty ones (DynamoDB keeps no nulls here). */
export function placeAttributes(centroid: [number, number]): { location?: string; state?: string; lga?: string } {
  const place = placeOf(centroid);
  return {
    ...(place.location ? { location: place.location } : {}),
    ...(place.state ? { state: place.state } : {}),
    ...(place.lga ? { lga: place.lga } : {}),
  };
}
