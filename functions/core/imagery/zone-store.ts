import { gunzipSync, gzipSync } from 'node:zlib';
import type { Zone } from '../../../shared/api/schemas/zones';
import type { ZoneMethod } from '../../../shared/domain/zones';
import type { ZoneSurface } from '../../imagery/zones/surface';
import type { FieldZoneSurfaceItem } from '../db/stat-entities';
import { statsDb } from '../db/service';

/**
 * Productivity-zone surfaces in the statistics table (stat-entities.ts): one item per field. Relative values are kept
 * to 1/10000 (16 bits, far finer than the classes need), so a 1000 ha field's surface stays well inside an item.
 */
/** Bumped when the surface is computed differently: surfaces of an older version are built again. */
export const ZONE_ENGINE_VERSION = 2;
/**
 * Largest gzipped layers kept in the item (base64 characters), leaving room for the surface under DynamoDB's 400 KB:
 * a field whose layers are larger (thousands of hectares of broken zones) has them cut on request instead.
 */
export const MAX_LAYERS_CHARS = 240_000;

/** The finished layers of a surface, by `layerKey`. */
export type ZoneLayers = Record<string, Zone[]>;

export function layerKey(method: ZoneMethod, classes: number): string {
  return `${method}:${classes}`;
}

export function encodeLayers(layers: ZoneLayers): string {
  return gzipSync(Buffer.from(JSON.stringify(layers))).toString('base64');
}

export function decodeLayers(text: string): ZoneLayers {
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as ZoneLayers;
}

const NO_VALUE = 65_535;
const SCALE = 10_000;

export interface StoredZones {
  status: 'ready' | 'insufficient';
  seasons: number[];
  candidates: number;
  sceneCount: number;
  surface: ZoneSurface | null;
  boundaryHash: string;
  engineVersion: number;
  computedAt: string;
}

/** What GET /zones/ reads: the item without its pixels, one layer decoded from the stored ones. */
export interface StoredZoneLayer extends Omit<StoredZones, 'surface'> {
  dates: string[];
  /** The layer asked for; undefined when the layers were too large to store (then it is cut from the surface). */
  zones: Zone[] | undefined;
}

export function encodePixels(surface: ZoneSurface): string {
  const size = surface.values.length;
  const packed = new Uint16Array(size * 2);
  for (let p = 0; p < size; p++) {
    const value = surface.values[p] as number;
    packed[p] = Number.isFinite(value) ? Math.min(NO_VALUE - 1, Math.max(0, Math.round(value * SCALE))) : NO_VALUE;
    packed[size + p] = surface.counts[p] as number;
  }
  return gzipSync(Buffer.from(packed.buffer)).toString('base64');
}

export function decodePixels(text: string, size: number): { values: Float32Array; counts: Uint16Array } {
  const bytes = gunzipSync(Buffer.from(text, 'base64'));
  const packed = new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (packed.length !== size * 2) throw new Error(`a stored zone surface holds ${packed.length / 2} pixels, not ${size}`);
  const values = new Float32Array(size);
  for (let p = 0; p < size; p++) values[p] = packed[p] === NO_VALUE ? Number.NaN : (packed[p] as number) / SCALE;
  return { values, counts: packed.slice(size) };
}

export interface ZonesToStore {
  seasons: number[];
  candidates: number;
  boundaryHash: string;
  surface: ZoneSurface | null;
  status: 'ready' | 'insufficient';
  /** Encoded layers (encodeLayers), left out when too large. */
  layers?: string;
}

export async function putZoneSurface(teamId: string, fieldId: string, zones: ZonesToStore): Promise<void> {
  const { surface } = zones;
  await statsDb()
    .entities.fieldZoneSurface.put({
      teamId,
      fieldId,
      status: zones.status,
      seasons: zones.seasons,
      candidates: zones.candidates,
      sceneCount: surface?.dates.length ?? 0,
      boundaryHash: zones.boundaryHash,
      engineVersion: ZONE_ENGINE_VERSION,
      ...(surface
        ? {
            epsg: surface.grid.epsg,
            originX: surface.grid.originX,
            originY: surface.grid.originY,
            res: surface.grid.res,
            windowX: surface.window.x,
            windowY: surface.window.y,
            width: surface.window.width,
            height: surface.window.height,
            pixels: encodePixels(surface),
            dates: surface.dates,
          }
        : {}),
      ...(zones.layers === undefined ? {} : { layers: zones.layers }),
    })
    .go();
}

export async function storedZoneSurface(teamId: string, fieldId: string): Promise<StoredZones | null> {
  const { data } = await statsDb().entities.fieldZoneSurface.get({ teamId, fieldId }).go();
  return data ? fromItem(data) : null;
}

export async function storedZoneLayer(teamId: string, fieldId: string, method: ZoneMethod, classes: number): Promise<StoredZoneLayer | null> {
  const { data } = await statsDb()
    .entities.fieldZoneSurface.get({ teamId, fieldId })
    .go({ attributes: ['status', 'seasons', 'candidates', 'sceneCount', 'dates', 'layers', 'boundaryHash', 'engineVersion', 'computedAt'] });
  if (!data) return null;
  const { layers, dates, ...rest } = data;
  return { ...rest, dates: dates ?? [], zones: layers === undefined ? undefined : decodeLayers(layers)[layerKey(method, classes)] };
}

function fromItem(item: FieldZoneSurfaceItem): StoredZones {
  const { epsg, originX, originY, res, windowX, windowY, width, height, pixels } = item;
  const complete = [epsg, originX, originY, res, windowX, windowY, width, height].every((value) => typeof value === 'number') && pixels !== undefined;
  const surface: ZoneSurface | null = complete
    ? {
        grid: { epsg: epsg as number, originX: originX as number, originY: originY as number, res: res as number },
        window: { x: windowX as number, y: windowY as number, width: width as number, height: height as number },
        ...decodePixels(pixels, (width as number) * (height as number)),
        dates: item.dates ?? [],
      }
    : null;
  return {
    status: item.status,
    seasons: item.seasons,
    candidates: item.candidates,
    sceneCount: item.sceneCount,
    surface,
    boundaryHash: item.boundaryHash,
    engineVersion: item.engineVersion,
    computedAt: item.computedAt,
  };
}

/** Deletes a field's zone surface (with the field's other imagery) and answers how many items went. */
export async function deleteZoneSurface(teamId: string, fieldId: string): Promise<number> {
  const { data } = await statsDb().entities.fieldZoneSurface.get({ teamId, fieldId }).go({ attributes: ['teamId', 'fieldId'] });
  if (!data) return 0;
  await statsDb().entities.fieldZoneSurface.delete({ teamId, fieldId }).go();
  return 1;
}

/** Every zone surface of a team (deleted with the team's statistics). */
export async function deleteTeamZoneSurfaces(teamId: string): Promise<number> {
  const { data } = await statsDb().entities.fieldZoneSurface.query.byField({ teamId }).go({ pages: 'all', attributes: ['teamId', 'fieldId'] });
  if (data.length === 0) return 0;
  const { unprocessed } = await statsDb().entities.fieldZoneSurface.delete(data).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} zone surfaces of team ${teamId} were not deleted`);
  return data.length;
}
