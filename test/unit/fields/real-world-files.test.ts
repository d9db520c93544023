import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareFields } from '../../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../../functions/core/fields/read-field-file';
import { prepareRealWorldFile as prepare, REAL_WORLD_FIELDS_DIR as DIR, totalHa as total } from '../../support/real-world-fields';

/** file -> polygons found, fields made, polygons refused, a bounding box the fields' centroids lie in (W S E N). */
const EXPECTED: [string, number, number, number, [number, number, number, number]][] = [
  ['dk_marker_2026_utm32n_shp.zip', 100, 100, 0, [8, 54.5, 13, 58]],
  ['dk_marker_2026.kmz', 100, 100, 0, [8, 54.5, 13, 58]],
  ['bg_arable_land_2024_utm35n_shp.zip', 100, 100, 0, [22, 41, 29, 44.5]],
  ['br_ba_lem_wgs84_shp.zip', 106, 106, 0, [-47, -15, -37, -8]],
  ['se_skifte_2023_sweref99tm_shp.zip', 10, 10, 0, [11, 55, 24, 69]],
  // Real cadastral data has slivers under 0.01 ha: they are refused with their reason, the rest are kept.
  ['de_bb_antrag_utm33n_shp.zip', 101, 74, 27, [11, 51, 15, 54]],
  ['rw_rwanda_2021.geojson', 30, 30, 0, [28.8, -2.9, 31, -1]],
  ['rw_rwanda_2021.kml', 30, 30, 0, [28.8, -2.9, 31, -1]],
  ['iowa_real_10_fields_osm.geojson', 10, 10, 0, [-96.7, 40.3, -90, 43.6]],
  ['de_fusion_test_2019_epsg25833.geojson', 50, 50, 0, [11, 51, 15, 54]],
  ['za_fusion_test_2017_utm34s.geojson', 30, 30, 0, [16, -35, 33, -22]],
];

describe('real users’ field files', () => {
  it.each(EXPECTED)('%s: %i polygons, %i fields, %i refused, in WGS 84 where they belong', (name, polygons, fields, refused, box) => {
    const file = prepare(name);
    expect(file.polygonCount).toBe(polygons);
    expect(file.fields).toHaveLength(fields);
    expect(file.refused).toHaveLength(refused);
    const [west, south, east, north] = box;
    for (const field of file.fields) {
      const [lon, lat] = field.centroid;
      expect(lon).toBeGreaterThan(west);
      expect(lon).toBeLessThan(east);
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThan(north);
    }
  });

  it('gives the same fields from a shapefile in UTM and its KMZ reprojected by GDAL', () => {
    const shp = prepare('dk_marker_2026_utm32n_shp.zip');
    const kmz = prepare('dk_marker_2026.kmz');
    expect(total(shp)).toBeCloseTo(total(kmz), 0);
    shp.fields.forEach((field, index) => {
      expect(field.centroid[0]).toBeCloseTo(kmz.fields[index]?.centroid[0] ?? 0, 5);
      expect(field.centroid[1]).toBeCloseTo(kmz.fields[index]?.centroid[1] ?? 0, 5);
    });
  });

  it('agrees with the areas the files themselves state, within 0.5%', () => {
    const za = readFieldFile(readFileSync(path.join(DIR, 'za_fusion_test_2017_utm34s.geojson')), 'za.geojson');
    const prepared = prepareFields(za, { fallbackName: 'za', groupName: 'All' });
    for (const field of prepared.fields) {
      const stated = Number(za.features[field.feature - 1]?.properties.SHAPE_AREA) / 10_000;
      if (stated > 1) expect(Math.abs(field.areaHa - stated) / stated).toBeLessThan(0.005);
    }
  });

  it('totals the Danish parcels as the land register does: 264.15 ha', () => {
    expect(total(prepare('dk_marker_2026_utm32n_shp.zip')).toFixed(2)).toBe('264.15');
  });

  it('names fields after the file when features have no name-like property', () => {
    expect(prepare('rw_rwanda_2021.geojson').fields[0]?.name).toBe('rw_rwanda_2021 1');
  });
});
