/**
 * The commands of the imagery command line (functions/imagery/cli.ts runs them):
 *   stats --item <STAC item path|URL> [--item ...] --field <GeoJSON path> [--index NDVI[,NDMI...]] [--savi-l 0.5]
 *         prints the field's statistics for that day as JSON (several --item of one day are mosaicked);
 *   point --item <...> --lon <deg> --lat <deg> [--index NDVI]   prints the value at a point;
 *   radar --item <Sentinel-1 STAC item path|URL> [--item ...] --field <GeoJSON path> [--asset-region af-south-1]
 *         prints the field's radar statistics for that pass as JSON (several --item of one pass are mosaicked);
 *   demo --out <dir> [--base-url <catalog root URL>] [--fields <GeoJSON FeatureCollection>]   writes the demo
 *         imagery year (static STAC catalog + COGs) for the given fields (feature `id`/`properties.crop`) or the
 *         default demo farm.
 * Asset hrefs may be local paths or URLs. Exit code 1 with a JSON error (its code) on failure.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isScalarIndexId, type ScalarIndexId } from '../../shared/domain/indices';
import { computeFieldStatistics } from './compute/field-statistics';
import { pointValue } from './compute/point-value';
import { CROP_KINDS, type CropKind } from './demo/crop-calendar';
import { DEMO_FARM_FIELDS } from './demo/demo-farm';
import { directorySink, generateDemoImagery, type DemoField } from './demo/generate-demo-imagery';
import { UnknownIndexError } from './errors';
import { parseFieldGeometry } from './geometry/field-geometry';
import { toFisSeries } from './output/series';
import { radarSceneFromItem } from './radar/radar-scene';
import { computeRadarStatistics } from './radar/radar-statistics';
import { loadItem, loadStacItem } from './stac/load-item';

const USAGE =
  'usage: imagery stats --item <item.json|URL> --field <field.geojson> [--index NDVI] | imagery point --item <...> --lon <x> --lat <y> [--index NDVI] | ' +
  'imagery radar --item <s1 item.json|URL> --field <field.geojson> [--asset-region <region>] | imagery demo --out <dir> [--base-url <url>] [--fields <geojson>]';

function indicesOf(value: string | undefined): ScalarIndexId[] {
  const ids = (value ?? 'NDVI').split(',').map((s) => s.trim().toUpperCase());
  for (const id of ids) if (!isScalarIndexId(id)) throw new UnknownIndexError(id);
  return ids as ScalarIndexId[];
}

export async function runCli(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      item: { type: 'string', multiple: true },
      field: { type: 'string' },
      index: { type: 'string' },
      lon: { type: 'string' },
      lat: { type: 'string' },
      'savi-l': { type: 'string' },
      out: { type: 'string' },
      'base-url': { type: 'string' },
      fields: { type: 'string' },
      'asset-region': { type: 'string' },
    },
  });
  if (command === 'demo') return demo(values.out, values['base-url'], values.fields);
  const items = values.item ?? [];
  if (items.length === 0) throw new Error(USAGE);
  if (command === 'radar') return radar(items, values.field, values['asset-region']);
  const scenes = await Promise.all(items.map((item) => loadStacItem(item)));
  const indices = indicesOf(values.index);
  const saviL = values['savi-l'] === undefined ? undefined : Number(values['savi-l']);
  if (command === 'stats') {
    if (!values.field) throw new Error(USAGE);
    const field = parseFieldGeometry(JSON.parse(await readFile(values.field, 'utf8')) as unknown);
    const started = performance.now();
    const day = await computeFieldStatistics({ field, scenes, indices, ...(saviL === undefined ? {} : { options: { saviL } }) });
    const series = Object.fromEntries(indices.map((index) => [index, toFisSeries([day], index)]));
    return { ...day, series, elapsedMs: Math.round(performance.now() - started) };
  }
  if (command === 'point') {
    return pointValue({ lon: Number(values.lon), lat: Number(values.lat), scenes, index: indices[0] as ScalarIndexId, ...(saviL === undefined ? {} : { saviL }) });
  }
  throw new Error(USAGE);
}

async function radar(items: string[], fieldPath: string | undefined, assetRegion: string | undefined): Promise<unknown> {
  if (!fieldPath) throw new Error(USAGE);
  const scenes = await Promise.all(items.map((item) => loadItem(item, (json, base) => radarSceneFromItem(json, { base, ...(assetRegion ? { assetRegion } : {}) }))));
  const field = parseFieldGeometry(JSON.parse(await readFile(fieldPath, 'utf8')) as unknown);
  const started = performance.now();
  const statistics = await computeRadarStatistics({ field, scenes });
  return { ...statistics, elapsedMs: Math.round(performance.now() - started) };
}

async function demo(out: string | undefined, baseUrl: string | undefined, fieldsPath: string | undefined): Promise<unknown> {
  if (!out) throw new Error(USAGE);
  let fields: readonly DemoField[] = DEMO_FARM_FIELDS;
  if (fieldsPath) {
    const collection = JSON.parse(await readFile(fieldsPath, 'utf8')) as GeoJSON.FeatureCollection;
    fields = collection.features.map((feature, i) => {
      const crop = (feature.properties as { crop?: unknown } | null)?.crop;
      return {
        id: String(feature.id ?? (feature.properties as { id?: unknown } | null)?.id ?? `field-${i + 1}`),
        geometry: feature.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon,
        ...(typeof crop === 'string' && (CROP_KINDS as readonly string[]).includes(crop) ? { crop: crop as CropKind } : {}),
      };
    });
  }
  const started = performance.now();
  const written = await generateDemoImagery({ fields, sink: directorySink(out), ...(baseUrl ? { baseUrl } : {}) });
  return { ...written, out, elapsedMs: Math.round(performance.now() - started) };
}
