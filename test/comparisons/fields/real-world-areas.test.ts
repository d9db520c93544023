import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GDAL_PYTHON, GDAL_SCRIPTS, requireGdal } from '../../support/gdal';
import { prepareRealWorldFile, realWorldFieldFiles, totalHa } from '../../support/real-world-fields';

/** The areas of users' real field files against GDAL's ellipsoidal measure (test/unit/fields/real-world-files.test.ts
 * checks what each file gives). */
describe('real users’ field files against GDAL', () => {
  it.each(realWorldFieldFiles())('%s: areas on the WGS 84 ellipsoid, as GDAL measures them', (name) => {
    requireGdal();
    const file = prepareRealWorldFile(name);
    const polygons = file.fields.map((field) => field.polygon.coordinates);
    const gdalM2 = JSON.parse(
      execFileSync(GDAL_PYTHON, [path.join(GDAL_SCRIPTS, 'ellipsoidal-area.py')], { input: JSON.stringify(polygons), encoding: 'utf8', maxBuffer: 64 << 20 }),
    ) as number[];
    const gdalHa = gdalM2.reduce((sum, m2) => sum + m2, 0) / 10_000;
    // A sphere is 0.1-0.5 % off on these files; on the ellipsoid the totals agree within 0.01 %...
    expect(Math.abs(totalHa(file) - gdalHa) / gdalHa).toBeLessThan(0.0001);
    // ...and each field within 0.01 % or 10 m² (GDAL's edges are straight in its projection, ours geodesics).
    file.fields.forEach((field, index) => {
      const gdalFieldHa = (gdalM2[index] ?? 0) / 10_000;
      expect(Math.abs(field.areaHa - gdalFieldHa)).toBeLessThan(0.0001 * gdalFieldHa + 0.001);
    });
    // Stored to 4 decimals (1 m²).
    for (const field of file.fields) expect(Math.round(field.areaHa * 10_000) / 10_000).toBe(field.areaHa);
  });
});
