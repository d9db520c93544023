import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { imageryCacheBucket, s3PathStyle } from '../config';
import { db, statsDb } from '../db/service';
import { deleteStoredSeasons } from '../season/season-store';
import { ENGINE_VERSION } from './config';
import { deleteTeamZoneSurfaces, deleteZoneSurface } from './zone-store';

/**
 * What a deleted field leaves behind in imagery: its statistics (one item per index and day, in the statistics table
 * and, stored before it, in the main one), its radar statistics (one item per pass), its latest values,
 * detected seasons and stage, productivity-zone surface, and planner cursors (optical and radar), all in the team's partition under the field's id (Queries, never a Scan), and its rendered
 * tiles in the imagery-cache bucket under `tiles/v<engine>/<field>/`. Deleted in batches; run again, it finds
 * nothing more. Tiles of older engine versions are left to the bucket's expiry.
 */
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), ...AWS_CLIENT_LIMITS }),
);

/** Where the rendered tiles live in the imagery-cache bucket: `tiles/v<engine>/<field>/...`. */
export const TILE_CACHE_PREFIX = 'tiles/';

export function fieldTilePrefix(fieldId: string): string {
  return `${TILE_CACHE_PREFIX}v${ENGINE_VERSION}/${fieldId}/`;
}

export async function deleteFieldImagery(teamId: string, fieldId: string): Promise<{ items: number; tiles: number }> {
  const { legacyFieldIndexStat, fieldIndexLatest, fieldListValues, indexPlan, radarPlan } = db().entities;
  const { fieldIndexStat, fieldRadarStat } = statsDb().entities;
  const [stats, radar, legacy, latest, plans, radarPlans, seasons, zones] = await Promise.all([
    fieldIndexStat.query.byField({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'index', 'date'] }),
    fieldRadarStat.query.byField({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'date', 'orbit'] }),
    legacyFieldIndexStat.query.byField({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'index', 'date'] }),
    fieldIndexLatest.query.byTeam({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'index'] }),
    indexPlan.query.byTeam({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId'] }),
    radarPlan.query.byTeam({ teamId, fieldId }).go({ pages: 'all', attributes: ['teamId', 'fieldId'] }),
    deleteStoredSeasons(teamId, fieldId),
    deleteZoneSurface(teamId, fieldId),
  ]);
  // The sort-key prefix of one field id also matches longer ids that start with it: keep exact matches only.
  const own = <T extends { fieldId: string }>(items: T[]) => items.filter((item) => item.fieldId === fieldId);
  const results = await Promise.all([
    fieldListValues.delete([{ teamId, fieldId }]).go(),
    fieldIndexStat.delete(own(stats.data)).go(),
    fieldRadarStat.delete(own(radar.data)).go(),
    legacyFieldIndexStat.delete(own(legacy.data)).go(),
    fieldIndexLatest.delete(own(latest.data)).go(),
    indexPlan.delete(own(plans.data)).go(),
    radarPlan.delete(own(radarPlans.data)).go(),
  ]);
  const unprocessed = results.reduce((sum, result) => sum + result.unprocessed.length, 0);
  if (unprocessed > 0) throw new Error(`${unprocessed} imagery items of field ${fieldId} were not deleted`);
  const tiles = await deleteTiles(fieldTilePrefix(fieldId));
  return { items: own(stats.data).length + own(radar.data).length + own(legacy.data).length + own(latest.data).length + own(plans.data).length + own(radarPlans.data).length + seasons + zones, tiles };
}

/** Every statistic of a team in the statistics table (its first-shape ones go with the team's partition); run again, it finds nothing more. */
export async function deleteTeamStatistics(teamId: string): Promise<number> {
  const { fieldIndexStat, fieldRadarStat } = statsDb().entities;
  const [{ data }, { data: radar }] = await Promise.all([
    fieldIndexStat.query.byField({ teamId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'index', 'date'] }),
    fieldRadarStat.query.byField({ teamId }).go({ pages: 'all', attributes: ['teamId', 'fieldId', 'date', 'orbit'] }),
  ]);
  const [optical, passes, seasons, zones] = await Promise.all([fieldIndexStat.delete(data).go(), fieldRadarStat.delete(radar).go(), deleteStoredSeasons(teamId), deleteTeamZoneSurfaces(teamId)]);
  const unprocessed = optical.unprocessed.length + passes.unprocessed.length;
  if (unprocessed > 0) throw new Error(`${unprocessed} statistics of team ${teamId} were not deleted`);
  return data.length + radar.length + seasons + zones;
}

async function deleteTiles(prefix: string): Promise<number> {
  const bucket = imageryCacheBucket();
  const { sdk, client } = await s3();
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length > 0) {
      const { Errors = [] } = await client.send(new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
      if (Errors.length > 0) throw new Error(`${Errors.length} cached tiles under ${prefix} were not deleted: ${Errors[0]?.Code}`);
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
