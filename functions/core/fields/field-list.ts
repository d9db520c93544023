import type { Field } from '../../../shared/api/schemas/fields';
import type { FieldItem } from '../db/field-entities';
import { teamSeasonsByField } from '../crops/crop-seasons';
import { db } from '../db/service';
import { toField } from './field-store';

/**
 * A team's field list, kept in the warm Lambda between requests and checked on every request against the team
 * item's `fieldsVersion`, which each field write moves in the same transaction. The check is one strongly
 * consistent GetItem; everything below is read after it, so what is cached is never older than its version.
 *
 * A changed version does not read every field again: a Query of each field's stamp (id, update time, name, group
 * and area: a few dozen bytes where a field is hundreds) tells which fields changed, appeared or went, and only
 * those are read whole (BatchGet). A rename after a 1,000-field list costs the stamps and one field, not the
 * 1,000 boundaries decoded again. Seasons (whose writes move the version too) are read again each time: one Query.
 */
const MAX_TEAMS = 20;
/** Past this many changed fields (an upload), one Query of every field costs less than the batches. */
const MAX_PATCHED = 200;
const STAMP_ATTRIBUTES = ['fieldId', 'updatedAt', 'name', 'groupName', 'sizeHa'] as const;

type Stamped = Pick<FieldItem, (typeof STAMP_ATTRIBUTES)[number]>;
interface Listed {
  stamp: string;
  /** Without its seasons, which are joined on every answer. */
  field: Field;
}
interface TeamList {
  version: number;
  byId: Map<string, Listed>;
  fields: Field[];
}

const cache = new Map<string, TeamList>();

/**
 * What changes with every write of a field: `updatedAt` alone could repeat within a millisecond, so what the
 * list shows beside it (a reshape changes the area) is part of it.
 */
const stampOf = (item: Stamped): string => [item.updatedAt, item.sizeHa, item.name, item.groupName].join('\n');

async function fieldsVersion(teamId: string): Promise<number> {
  const { data } = await db().entities.team.get({ teamId }).go({ consistent: true, attributes: ['fieldsVersion'] });
  return data?.fieldsVersion ?? 0;
}

async function readAll(teamId: string): Promise<Map<string, Listed>> {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  return new Map(data.map((item) => [item.fieldId, { stamp: stampOf(item), field: toField(item) }]));
}

/** The cached list brought up to date by reading only the fields whose stamp moved; null when that is not cheaper. */
async function patched(teamId: string, cached: TeamList): Promise<Map<string, Listed> | null> {
  const { data: stamps } = await db()
    .entities.field.query.byTeam({ teamId })
    .go({ pages: 'all', consistent: true, attributes: [...STAMP_ATTRIBUTES] });
  const changed = new Set(stamps.filter((item) => cached.byId.get(item.fieldId)?.stamp !== stampOf(item)).map((item) => item.fieldId));
  if (changed.size > MAX_PATCHED) return null;
  const { data: fresh, unprocessed } =
    changed.size === 0
      ? { data: [], unprocessed: [] }
      : await db()
          .entities.field.get([...changed].map((fieldId) => ({ teamId, fieldId })))
          .go({ consistent: true });
  // Keys the table left unread (throttling) are not fields gone: read everything instead.
  if (unprocessed.length > 0) return null;
  const freshById = new Map(fresh.map((item) => [item.fieldId, item]));
  const byId = new Map<string, Listed>();
  // In the Query's order (the field id's, as a full read gives); a field gone meanwhile is left out.
  for (const { fieldId } of stamps) {
    const item = freshById.get(fieldId);
    const listed = item ? { stamp: stampOf(item), field: toField(item) } : changed.has(fieldId) ? undefined : cached.byId.get(fieldId);
    if (listed) byId.set(fieldId, listed);
  }
  return byId;
}

export async function listTeamFields(teamId: string): Promise<Field[]> {
  const version = await fieldsVersion(teamId);
  const cached = cache.get(teamId);
  if (cached?.version === version) return cached.fields;
  const [byId, seasons] = await Promise.all([
    (cached ? patched(teamId, cached) : Promise.resolve(null)).then((found) => found ?? readAll(teamId)),
    teamSeasonsByField(teamId),
  ]);
  const fields = [...byId.values()].map(({ field }) => ({ ...field, crop_season: seasons.get(field.id) ?? [] }));
  cache.delete(teamId);
  if (cache.size >= MAX_TEAMS) cache.delete(cache.keys().next().value ?? '');
  cache.set(teamId, { version, byId, fields });
  return fields;
}
