import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldByIdForImagery } from '../../functions/core/imagery/field-shape';
import { forgetTileCacheClient } from '../../functions/core/imagery/tile-cache';
import { tileCacheKey, tilePng, type TileRequest } from '../../functions/core/imagery/tiles';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { tileAt } from '../../functions/imagery/tiles/web-mercator';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { bucketName } from '../../infra/local/names';
import { freePort } from '../../infra/local/ports';
import { Field } from '../../shared/api/schemas/fields';
import { DatesResponse, TileUrlResponse } from '../../shared/api/schemas/monitoring';
import { api, signIn } from '../support/local-client';
import { decodePng } from '../support/png-decode';

/**
 * The tile cache bucket unreachable (its endpoint a dead port): the tile is painted all the same, and nothing is
 * kept; with the bucket back, the painted tile is kept and then served from it.
 */
const stageUrl = inject('stageUrl');
const YEAR = demoYear();
let request: TileRequest;
let maize: Field;

beforeAll(async () => {
  const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const get = (path: string) => api(stageUrl, 'GET', path, { token: owner.idToken });
  maize = Field.array().parse((await get('/field/')).body).find((field) => field.name === 'North Maize') as Field;
  const dates = DatesResponse.parse((await get(`/monitoring/dates/?field=${maize.id}&start=${YEAR}-07-15&end=${YEAR}-08-31`)).body);
  const clearDate = (dates.dates.find((date) => date.fieldCloudPercent === 0) as DatesResponse['dates'][number]).date;
  const template = TileUrlResponse.parse((await get(`/monitoring/tiles/?field=${maize.id}&index=NDVI&date=${clearDate}`)).body);
  const query = new URL(template.url, stageUrl).searchParams;
  // A zoom no other test asks for, so the cache starts without this tile.
  const { x, y } = tileAt(maize.centroid[0], maize.centroid[1], 17);
  request = { fieldId: maize.id, index: 'NDVI', date: clearDate, v: query.get('v') as string, exp: Number(query.get('exp')), sig: query.get('sig') as string, u: query.get('u') as string, z: 17, x, y };
}, 120_000);

const painted = (png: Uint8Array) => {
  const { rgba } = decodePng(png);
  let count = 0;
  for (let p = 3; p < rgba.length; p += 4) if (rgba[p] === 255) count++;
  return count;
};

describe('a tile while its cache bucket is unreachable', () => {
  it('is painted without the cache and not kept; with the bucket back it is kept, then read from it', async () => {
    const s3 = new S3Client({ endpoint: process.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, region: process.env.AWS_REGION ?? 'us-east-1' });
    const field = await fieldByIdForImagery(maize.id);
    const key = tileCacheKey(field as NonNullable<typeof field>, request.index, request.date, request.z, request.x, request.y);
    const kept = () =>
      s3.send(new HeadObjectCommand({ Bucket: bucketName('imageryCache'), Key: key })).then(
        () => true,
        () => false,
      );
    const endpoint = process.env.AWS_ENDPOINT_URL_S3;
    process.env.AWS_ENDPOINT_URL_S3 = `http://127.0.0.1:${await freePort()}`;
    forgetTileCacheClient();
    try {
      const started = Date.now();
      const tile = await tilePng(request);
      expect(tile.cached).toBe(false);
      expect(painted(tile.png)).toBeGreaterThan(100);
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      process.env.AWS_ENDPOINT_URL_S3 = endpoint;
      forgetTileCacheClient();
    }
    expect(await kept()).toBe(false);

    const fresh = await tilePng(request);
    expect(fresh.cached).toBe(false);
    expect(await kept()).toBe(true);
    const hit = await tilePng(request);
    expect(hit.cached).toBe(true);
    expect(Buffer.from(hit.png).equals(Buffer.from(fresh.png))).toBe(true);
    s3.destroy();
  }, 60_000);
});
