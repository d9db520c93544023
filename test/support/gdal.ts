import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The Python that has Debian's python3-gdal and numpy. */
export const GDAL_PYTHON = '/usr/bin/python3';

/** The GDAL reference scripts (a scene writer and per-field statistics), run with GDAL_PYTHON. */
export const GDAL_SCRIPTS = join(import.meta.dirname, 'gdal');

/**
 * Fails when GDAL's tools or Python bindings are missing. test/run.sh installs them (test/support/ensure-gdal.sh)
 * before vitest starts; a comparison that silently skipped would let the engine drift from GDAL unnoticed.
 */
export function requireGdal(): void {
  const tools = spawnSync('gdalinfo', ['--version'], { encoding: 'utf8' });
  const bindings = spawnSync(GDAL_PYTHON, ['-c', 'from osgeo import gdal, ogr, osr; import numpy'], { encoding: 'utf8' });
  const missing = [
    tools.status === 0 ? null : 'gdalinfo (gdal-bin)',
    bindings.status === 0 ? null : `osgeo + numpy for ${GDAL_PYTHON} (python3-gdal): ${(bindings.stderr || bindings.error?.message || '').trim()}`,
  ].filter((item): item is string => item !== null);
  if (missing.length > 0) {
    throw new Error(`GDAL is required for this comparison but missing: ${missing.join('; ')}. ` +
      'Run `bash test/support/ensure-gdal.sh` (npm test does it before vitest).');
  }
}
