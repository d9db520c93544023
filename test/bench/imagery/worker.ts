/**
 * Budget: the worker processes one new scene for a team of 200 fields (every scalar index) in under 60 s in a
 * Lambda-sized process. Run it pinned to one core (`taskset -c 0`) to stand for 1 vCPU. Fields of 5–60 ha are
 * scattered over the 41 km bench scene and computed in tile order through one ScenePool (headers parsed once,
 * decoded tiles shared between neighbours). `benchWorker` times the engine alone; worker-stored.ts times the
 * index worker's own handler, one SQS message per (field, scene), storing into DynamoDB Local.
 */
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { computeFieldStatistics } from '../../../functions/imagery/compute/field-statistics';
import { ScenePool } from '../../../functions/imagery/compute/scene-reader';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import path from 'node:path';
import { EPSG, SCENE_DIR, SIZE, X0, Y0, ensureScene, sceneWith } from './field-stats';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The bench team: fields of 5–60 ha scattered over the bench scene, in tile order (as the planner sends them). */
export function benchFields(fieldCount = 200): Array<{ east: number; south: number; geometry: GeoJSON.Polygon; field: ReturnType<typeof parseFieldGeometry> }> {
  const random = seeded(17);
  const { inverse } = projector(EPSG);
  const fields = Array.from({ length: fieldCount }, () => {
    const side = Math.sqrt((5 + random() * 55) * 10_000);
    const east = 1000 + random() * (SIZE * 10 - 2000);
    const south = 1000 + random() * (SIZE * 10 - 2000);
    const angle = random() * Math.PI;
    const ring = [[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]].map(([u, v]) =>
      inverse([X0 + east + (side / 2) * ((u as number) * Math.cos(angle) - (v as number) * Math.sin(angle)), Y0 - south - (side / 2) * ((u as number) * Math.sin(angle) + (v as number) * Math.cos(angle))]),
    );
    const geometry: GeoJSON.Polygon = { type: 'Polygon', coordinates: [ring] };
    return { east, south, geometry, field: parseFieldGeometry(geometry) };
  });
  // Tile order (1024 px = 10.24 km rows), so that neighbours reuse decoded tiles.
  return fields.sort((a, b) => Math.floor(a.south / 10_240) - Math.floor(b.south / 10_240) || a.east - b.east);
}

export async function benchWorker(fieldCount = 200): Promise<{ fields: number; ms: number; cpuMs: number; bytesRead: number; hectares: number }> {
  ensureScene();
  const scene = sceneWith((band) => path.join(SCENE_DIR, `${band}.tif`));
  const fields = benchFields(fieldCount);
  const pool = new ScenePool(new ReadMeter());
  const cpu = process.cpuUsage();
  const started = performance.now();
  let hectares = 0;
  try {
    for (const { field } of fields) {
      const day = await computeFieldStatistics({ field, scenes: [scene], indices: ['NDVI', 'NDMI', 'NDWI', 'SAVI', 'LAI'], pool });
      hectares += day.areaHa;
    }
  } finally {
    await pool.close();
  }
  const used = process.cpuUsage(cpu);
  return { fields: fields.length, ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000), bytesRead: pool.meter.bytesRead, hectares: Math.round(hectares) };
}
