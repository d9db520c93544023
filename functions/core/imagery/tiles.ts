import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { IndexId } from '../../../shared/domain/indices';
import { ReadMeter } from '../../imagery/cog/byte-source';
import { ScenePool } from '../../imagery/compute/scene-reader';
import { NoSceneError } from '../../imagery/errors';
import { encodePng, transparentPng } from '../../imagery/output/png';
import { renderTile } from '../../imagery/tiles/render-tile';
import { isValidTile, TILE_SIZE } from '../../imagery/tiles/web-mercator';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { db } from '../db/service';
import { AWS_REQUEST_HANDLER } from '../aws-timeouts';
import { imageryCacheBucket, s3PathStyle } from '../config';
import { ENGINE_VERSION } from './config';
import { fieldByIdForImagery, type ImageryField } from './field-shape';
import { sceneDays, type SceneSearchDeps } from './scene-search';

/**
 * Map tiles of an index over a field. Leaflet loads tiles as plain images (no Authorization header), so the tile
 * route is public and each URL carries its own permission: an HMAC-SHA256 over field, index, date, boundary
 * version and expiry, made by the permission-checked tile-URL route. The key is 32 random bytes kept in the
 * table, created once per stage by a conditional put (no secret in code or configuration). A URL lives an hour at
 * most: the permission is checked when it is made, so a member who loses `monitoring.view_index` stops getting
 * tiles within the hour. Expiries are rounded up to a quarter hour so that a map's URLs stay the same for that long
 * and CloudFront's /tiles/* cache keeps hitting; rendered tiles are cached by tile, whatever the signature.
 * Rendered tiles are cached in the imagery-cache bucket under the engine version and the boundary's digest.
 */
/** The longest a tile URL lives; it is made with 45 to 60 minutes ahead of it. */
export const TILE_URL_MAX_SECONDS = 3600;
const TILE_URL_WINDOW_SECONDS = 900;
const KEY_NAME = 'tiles';
const MIN_ZOOM = 8;
const MAX_ZOOM = 20;

let signingKey: Promise<Buffer> | undefined;

async function loadSigningKey(): Promise<Buffer> {
  const entity = db().entities.tileSigningKey;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { data } = await entity.get({ name: KEY_NAME }).go({ consistent: true });
    if (data) return Buffer.from(data.secret, 'base64');
    const secret = randomBytes(32).toString('base64');
    const { rejected } = await entity.create({ name: KEY_NAME, secret }).go({ returnOnConditionCheckFailure: true });
    if (!rejected) return Buffer.from(secret, 'base64');
  }
  throw new Error('the tile signing key could not be read or created');
}

export function tileSigningKey(): Promise<Buffer> {
  signingKey ??= loadSigningKey().catch((error: unknown) => {
    signingKey = undefined;
    throw error;
  });
  return signingKey;
}

/** Forgets the per-container key (tests). */
export function forgetTileSigningKey(): void {
  signingKey = undefined;
}

export interface TileGrant {
  fieldId: string;
  index: IndexId;
  date: string;
  /** The field's boundary version. */
  v: string;
  /** Epoch seconds. */
  exp: number;
}

export function tileSignature(key: Buffer, grant: TileGrant): string {
  return createHmac('sha256', key).update([grant.fieldId, grant.index, grant.date, grant.v, String(grant.exp)].join('\n')).digest('base64url');
}

export function verifyTileSignature(key: Buffer, grant: TileGrant, sig: string, now = Date.now()): void {
  const expected = Buffer.from(tileSignature(key, grant));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ForbiddenError('The tile link is not valid.');
  if (grant.exp * 1000 <= now) throw new ForbiddenError('The tile link has expired.');
  // A link minted for longer than the cap (by an older signer) is not honoured past it either.
  if (grant.exp * 1000 > now + TILE_URL_MAX_SECONDS * 1000) throw new ForbiddenError('The tile link has expired.');
}

export function tileExpiry(now = Date.now()): number {
  const earliest = now / 1000 + TILE_URL_MAX_SECONDS - TILE_URL_WINDOW_SECONDS;
  return Math.ceil(earliest / TILE_URL_WINDOW_SECONDS) * TILE_URL_WINDOW_SECONDS;
}

export interface TileUrl {
  /** Leaflet URL template on the app's own origin. */
  url: string;
  tileSize: number;
  minZoom: number;
  maxZoom: number;
  /** [[south, west], [north, east]]: Leaflet's bounds, so it asks only for tiles over the field. */
  bounds: [[number, number], [number, number]];
  expiresAt: string;
}

export async function signedTileUrl(field: ImageryField, index: IndexId, date: string, now = Date.now()): Promise<TileUrl> {
  const grant: TileGrant = { fieldId: field.fieldId, index, date, v: field.boundaryHash, exp: tileExpiry(now) };
  const sig = tileSignature(await tileSigningKey(), grant);
  const [w, s, e, n] = field.shape.bbox;
  const query = new URLSearchParams({ v: grant.v, exp: String(grant.exp), sig });
  return {
    url: `/tiles/${encodeURIComponent(field.fieldId)}/${index}/${date}/{z}/{x}/{y}?${query.toString()}`,
    tileSize: TILE_SIZE,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    bounds: [[s, w], [n, e]],
    expiresAt: new Date(grant.exp * 1000).toISOString(),
  };
}

let client: S3Client | undefined;
function s3(): S3Client {
  client ??= new S3Client({ forcePathStyle: s3PathStyle(), requestHandler: AWS_REQUEST_HANDLER });
  return client;
}

export function tileCacheKey(field: ImageryField, index: IndexId, date: string, z: number, x: number, y: number): string {
  return `tiles/v${ENGINE_VERSION}/${field.fieldId}/${field.boundaryHash}/${index}/${date}/${z}/${x}/${y}.png`;
}

async function cachedTile(key: string): Promise<Uint8Array | null> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: imageryCacheBucket(), Key: key }));
    return Body ? await Body.transformToByteArray() : null;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Readers of the last few days rendered, so a map's many tiles of one day share headers and decoded tiles. */
const pools = new Map<string, ScenePool>();
function poolFor(key: string): ScenePool {
  let pool = pools.get(key);
  if (pool) {
    pools.delete(key);
  } else {
    pool = new ScenePool(new ReadMeter());
    if (pools.size >= 3) {
      const oldest = pools.keys().next().value as string;
      void pools.get(oldest)?.close();
      pools.delete(oldest);
    }
  }
  pools.set(key, pool);
  return pool;
}

function dropPool(key: string): void {
  void pools.get(key)?.close();
  pools.delete(key);
}

export interface TileRequest extends TileGrant {
  sig: string;
  z: number;
  x: number;
  y: number;
}

export interface TileAnswer {
  png: Uint8Array;
  cached: boolean;
  /** Seconds the answer may be cached (never past the URL's expiry). */
  maxAge: number;
}

export async function tilePng(request: TileRequest, deps: { search?: SceneSearchDeps; log?: Logger; now?: number } = {}): Promise<TileAnswer> {
  const now = deps.now ?? Date.now();
  verifyTileSignature(await tileSigningKey(), request, request.sig, now);
  if (!isValidTile(request.z, request.x, request.y)) throw new NotFoundError('No such tile.');
  const maxAge = Math.max(0, Math.min(TILE_URL_MAX_SECONDS, request.exp - Math.floor(now / 1000)));
  const field = await fieldByIdForImagery(request.fieldId);
  if (!field) throw new NotFoundError('Field not found.');
  if (request.z < MIN_ZOOM || request.z > MAX_ZOOM) return { png: transparentPng(TILE_SIZE), cached: false, maxAge };
  const key = tileCacheKey(field, request.index, request.date, request.z, request.x, request.y);
  const hit = await cachedTile(key);
  if (hit) return { png: hit, cached: true, maxAge };
  const [day] = await sceneDays(field.shape.bbox, request.date, request.date, deps.search);
  if (!day) throw new NoSceneError(`No Sentinel-2 scene of this field on ${request.date}.`);
  const poolKey = day.scenes.map((scene) => scene.id).join(',');
  let rendered;
  try {
    rendered = await renderTile({ field: field.shape, scenes: day.scenes, index: request.index, z: request.z, x: request.x, y: request.y, pool: poolFor(poolKey) });
  } catch (error) {
    // A failed read may leave a reader holding a rejected file: start the day's readers afresh next time.
    dropPool(poolKey);
    throw error;
  }
  if (rendered.fieldPixels === 0) return { png: transparentPng(TILE_SIZE), cached: false, maxAge };
  const png = encodePng(rendered.rgba, rendered.size, rendered.size);
  try {
    await s3().send(new PutObjectCommand({ Bucket: imageryCacheBucket(), Key: key, Body: png, ContentType: 'image/png' }));
  } catch (error) {
    // The tile is right; only keeping it failed: answer it, render it again next time.
    deps.log?.warn('tile not cached', { key, error });
  }
  deps.log?.debug('tile rendered', { key, painted: rendered.paintedPixels, levels: rendered.levels });
  return { png, cached: false, maxAge };
}
