import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../functions/imagery/cli-commands';
import { AssetMissingError, InvalidItemError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { computeRadarStatistics, type RadarStatistics } from '../../../functions/imagery/radar/radar-statistics';
import { RADAR_NORTH, RADAR_RES, syntheticRadarScene } from './support/synthetic-radar';

/** The operators' `imagery radar` command on a Digital Earth Africa-shaped item whose assets are local COGs. */
const dir = mkdtempSync(join(tmpdir(), 'radar-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const scene = syntheticRadarScene(dir, 'N09E008_2024_07_14_05F1A3', 8);
const item = JSON.parse(readFileSync(join(__dirname, '../../fixtures/radar/deafrica-s1-rtc-item.json'), 'utf8')) as {
  bbox: number[];
  geometry: unknown;
  assets: Record<string, { href: string }>;
};
item.bbox = scene.bbox;
item.geometry = null;
// Relative to the item's own path, as a static catalog writes them.
for (const band of ['vv', 'vh', 'mask'] as const) (item.assets[band] as { href: string }).href = basename(scene[band]?.href as string);
const itemPath = join(dir, 'item.json');
writeFileSync(itemPath, JSON.stringify(item));
const geometry = {
  type: 'Polygon',
  coordinates: [[[8 + 40 * RADAR_RES, RADAR_NORTH - 50 * RADAR_RES], [8 + 110 * RADAR_RES, RADAR_NORTH - 50 * RADAR_RES], [8 + 110 * RADAR_RES, RADAR_NORTH - 100 * RADAR_RES], [8 + 40 * RADAR_RES, RADAR_NORTH - 50 * RADAR_RES]]],
};
const fieldPath = join(dir, 'field.geojson');
writeFileSync(fieldPath, JSON.stringify(geometry));

describe('imagery radar command', () => {
  it('prints the radar statistics of the field on the item, as the engine computes them', async () => {
    const out = (await runCli(['radar', '--item', itemPath, '--field', fieldPath])) as RadarStatistics & { elapsedMs: number };
    const direct = await computeRadarStatistics({ field: parseFieldGeometry(geometry), scenes: [scene] });
    expect(out).toMatchObject({ date: '2024-07-14', orbitState: 'descending', relativeOrbit: 93, sceneIds: ['N09E008_2024_07_14_05F1A3'] });
    expect([out.pixelCount, out.validPixelCount]).toEqual([direct.pixelCount, direct.validPixelCount]);
    expect(out.validPixelCount).toBeGreaterThan(1000);
    expect(out.rvi).toBe(direct.rvi);
    expect(out.vh?.medianDb).toBe(direct.vh?.medianDb);
    expect(out.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('says what is missing: the field, the item, a readable item', async () => {
    await expect(runCli(['radar', '--item', itemPath])).rejects.toThrow(/usage: imagery/);
    await expect(runCli(['radar', '--field', fieldPath])).rejects.toThrow(/usage: imagery/);
    await expect(runCli(['radar', '--item', join(dir, 'none.json'), '--field', fieldPath])).rejects.toBeInstanceOf(AssetMissingError);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ ...item, assets: {} }));
    await expect(runCli(['radar', '--item', broken, '--field', fieldPath])).rejects.toBeInstanceOf(InvalidItemError);
  });
});
