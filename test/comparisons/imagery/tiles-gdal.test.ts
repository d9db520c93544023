import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { directorySink, generateDemoImagery, type DemoField } from '../../../functions/imagery/demo/generate-demo-imagery';
import { parseFieldGeometry, type FieldShape } from '../../../functions/imagery/geometry/field-geometry';
import { encodePng } from '../../../functions/imagery/output/png';
import { groupScenesByDate, type SceneDay } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { renderTile } from '../../../functions/imagery/tiles/render-tile';
import { tileAt } from '../../../functions/imagery/tiles/web-mercator';
import { GDAL_PYTHON, requireGdal } from '../../support/gdal';

/** An XYZ tile of the demo maize field on a clear day, as GDAL's PNG driver reads it back. */
const FIELD = DEMO_FARM_FIELDS[0] as DemoField;
const COLLECTION = 'sentinel-2-c1-l2a';
let root: string;
let maize: FieldShape;
let clearDay: SceneDay;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tiles-gdal-'));
  await generateDemoImagery({ fields: [FIELD], sink: directorySink(root), marginM: 400, year: 2023, until: '2023-09-30' });
  const items = (JSON.parse(readFileSync(join(root, COLLECTION, 'items.json'), 'utf8')) as { features: Array<{ id: string }> }).features;
  const days = groupScenesByDate(items.map((item) => parseStacItem(item, join(root, COLLECTION, item.id, `${item.id}.json`))));
  maize = parseFieldGeometry(FIELD.geometry);
  const series = await computeFieldSeries({ field: maize, days, indices: ['NDVI'] });
  const clear = series.days.find((d) => d.date >= '2023-07-01' && d.indices.NDVI?.validFraction === 1);
  clearDay = days.find((d) => d.date === clear?.date) as SceneDay;
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('XYZ tiles through GDAL', () => {
  it('reads as the same pixels through GDAL', async () => {
    expect(clearDay).toBeDefined();
    const { x, y } = tileAt((maize.bbox[0] + maize.bbox[2]) / 2, (maize.bbox[1] + maize.bbox[3]) / 2, 15);
    const tile = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'NDMI', z: 15, x, y });
    const path = join(root, 'tile.png');
    writeFileSync(path, encodePng(tile.rgba, 256, 256));
    requireGdal();
    const script = 'import sys, json\nfrom osgeo import gdal\nd = gdal.Open(sys.argv[1])\na = d.ReadAsArray()\nprint(json.dumps([d.RasterXSize, d.RasterYSize, d.RasterCount] + [int(a[b].sum()) for b in range(4)] + [int((a[3] > 0).sum())]))';
    const [w, h, bands, ...sums] = JSON.parse(execFileSync(GDAL_PYTHON, ['-c', script, path], { encoding: 'utf8' })) as number[];
    expect([w, h, bands]).toEqual([256, 256, 4]);
    const ours = [0, 1, 2, 3].map((band) => tile.rgba.filter((_, i) => i % 4 === band).reduce((s, v) => s + v, 0));
    expect(sums.slice(0, 4)).toEqual(ours);
    expect(sums[4]).toBe(tile.paintedPixels);
  });
});
