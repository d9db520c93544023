import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { exportsBucket } from '../../functions/core/config';
import { db } from '../../functions/core/db/service';
import { encodeRings } from '../../functions/core/fields/polyline';
import { API_PREFIX } from '../../shared/api/routes';
import { EXPORT_INLINE_MAX_BYTES, EXPORT_LINK_CONTENT_TYPE, ExportLink } from '../../shared/domain/exports';
import { newOwner, type Owner } from '../support/teams';

/**
 * Lambda answers at most 6 MB. A team whose fields make a GeoJSON (or CSV) export larger than the inline limit is
 * answered with a link to the file written in the exports bucket; following the link saves the whole file.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
// A big estate: 2,000 fields of 200 vertices, about 5.5 MB of GeoJSON (the list keeps 6 decimals).
const FIELDS = 2_000;
const VERTICES = 200;
const s3 = new S3Client({ forcePathStyle: true });
afterAll(() => s3.destroy());

/** A closed ring of VERTICES points around a centre, 1e-7 degree precision as stored. */
function bigRing(lon: number, lat: number): Array<[number, number]> {
  const ring = Array.from({ length: VERTICES }, (_, i): [number, number] => {
    const angle = (2 * Math.PI * i) / VERTICES;
    return [Number((lon + 0.01 * Math.cos(angle)).toFixed(7)), Number((lat + 0.01 * Math.sin(angle)).toFixed(7))];
  });
  return [...ring, ring[0] ?? [lon, lat]];
}

async function seedBigFields(owner: Owner): Promise<void> {
  const fields = Array.from({ length: FIELDS }, (_, i) => {
    const lon = 8 + (i % 50) * 0.03;
    const lat = 9 + Math.floor(i / 50) * 0.03;
    return { teamId: owner.teamId, fieldId: ulid(), name: `Big field ${i + 1}`, groupName: 'Estate', boundary: encodeRings([bigRing(lon, lat)]), sizeHa: 314, centroid: [lon, lat] };
  });
  const { unprocessed } = await db().entities.field.put(fields).go();
  expect(unprocessed).toEqual([]);
  // As a field write does: the team's field list is read again (many fields changed).
  await db().entities.team.patch({ teamId: owner.teamId }).add({ fieldsVersion: 1 }).set({ lastFieldChange: '*' }).go();
}

const exportOf = (owner: Owner, format: 'geojson' | 'csv') =>
  fetch(`${stageUrl}${API_PREFIX}/field/export/?format=${format}&team=${owner.teamId}`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });

describe('an export larger than an answer can be', () => {
  it('is written to the exports bucket and answered as a link that saves the whole file', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'export-large');
    await seedBigFields(owner);

    for (const format of ['geojson', 'csv'] as const) {
      const answer = await exportOf(owner, format);
      expect(answer.status, format).toBe(200);
      expect(answer.headers.get('content-type'), format).toBe(EXPORT_LINK_CONTENT_TYPE);
      const link = ExportLink.parse(await answer.json());
      expect(link.file_name).toBe(`fields.${format}`);
      expect(link.size_bytes).toBeGreaterThan(EXPORT_INLINE_MAX_BYTES);
      expect(Date.parse(link.expires_at)).toBeGreaterThan(Date.now());

      // The link (no token: the signature is the permission) gives the file as an attachment.
      const file = await fetch(link.url);
      expect(file.status, format).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="fields.${format}"`);
      const text = await file.text();
      expect(Buffer.byteLength(text)).toBe(link.size_bytes);
      if (format === 'geojson') {
        const collection = JSON.parse(text) as { features: unknown[] };
        expect(collection.features).toHaveLength(FIELDS);
      } else {
        expect(text.trim().split('\n')).toHaveLength(FIELDS + 1);
      }
    }

    // Stored under the team's prefix of the exports bucket (which expires them after a day).
    const stored = await s3.send(new ListObjectsV2Command({ Bucket: exportsBucket(), Prefix: `exports/${owner.teamId}/` }));
    expect((stored.Contents ?? []).map((object) => object.Key?.split('/').at(-1)).sort()).toEqual(['fields.csv', 'fields.geojson']);
  }, 120_000);
});
