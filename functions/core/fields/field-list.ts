import type { Field } from '../../../shared/api/schemas/fields';
import type { FieldItem } from '../db/field-entities';
import { teamSeasonsByField } from '../crops/crop-seasons';
import { db } from '../db/service';
import { displayRing } from './display-outline';
import { MANY_FIELDS_CHANGED } from './field-changes';
import { toField } from './field-store';
import { boundaryHashOfStored } from '../farm-summary/boundary-hash';

/**
 * A team's field list, kept in the warm Lambda between requests and checked on every request against the team
 * item's `fieldsVersion`, which each field write moves in the same transaction. The check is one strongly
 * consistent GetItem; everything below is read after it, so what is cached is never older than its version.
 *
 * A changed version does not read every field again. Every write moves the version by exactly one, and a field
 * write names its field on the team item in the same update (`lastFieldChange`): a list one version behind reads
 * just that field (present: changed or new; absent: deleted). Were the one write a season's, which names no field,
 * the field named is an earlier one, read again for nothing. Further behind, or after a file's many fields, a
 * Query of each field's stamp (id, update time, name, group and area) tells which fields changed, appeared or
 * went, and only those are read whole (BatchGet). Seasons (whose writes move the version too) are read again
 * on every change: one Query.
 *
 * The list sends what its screens draw: each boundary as a display outline (display-outline.ts), worked out once
 * per field and kept with it here. The whole boundary is GET /field/{id}/'s answer (Edit Boundary reads it).
 */
const MAX_TEAMS = 20;
/** Past this many changed fields (an upload), one Query of every field costs less than the batches. */
const MAX_PATCHED = 200;
const STAMP_ATTRIBUTES = ['fieldId', 'updatedAt', 'name', 'groupName', 'sizeHa', 'anchor'] as const;

type Stamped = Pick<FieldItem, (typeof STAMP_ATTRIBUTES)[number]>;
interface Listed {
  stamp: string;
  /** The digest of the stored boundary (the list sends a display outline, whose digest would differ). */
  hash: string;
  /** Without its seasons, which are joined on every answer. */
  field: Field;
}
interface TeamList {
  version: number;
  byId: Map<string, Listed>;
  fields: Field[];
}

const cache = new Map<string, TeamList>();
/** The stored boundary's digest of each listed field object (what the imagery values are stored under). */
const hashes = new WeakMap<Field, string>();

/** The digest the field's imagery values are stored under, for a field of listTeamFields' answer. */
export function listedBoundaryHash(field: Field): string | undefined {
  return hashes.get(field);
}

/**
 * What changes with every write of a field: `updatedAt` alone could repeat within a millisecond, so what the
 * list shows beside it (a reshape changes the area) is part of it.
 */
const stampOf = (item: Stamped): string => [item.updatedAt, item.sizeHa, item.name, item.groupName, item.anchor ?? ''].join('\n');

function listed(item: FieldItem): Listed {
  const field = toField(item);
  return { stamp: stampOf(item), hash: boundaryHashOfStored(item.boundary), field: { ...field, coordinates: displayRing(field.coordinates), holes: field.holes.map((hole) => displayRing(hole)) } };
}

async function fieldsVersion(teamId: string): Promise<{ version: number; lastChange: string | null }> {
  const { data } = await db().entities.team.get({ teamId }).go({ consistent: true, attributes: ['fieldsVersion', 'lastFieldChange'] });
  return { version: data?.fieldsVersion ?? 0, lastChange: data?.lastFieldChange ?? null };
}

/** The cached list with one field read again: changed, added (in its place by id, as the Query orders) or gone. */
async function withOneField(teamId: string, cached: TeamList, fieldId: string): Promise<Map<string, Listed>> {
  const { data: item } = await db().entities.field.get({ teamId, fieldId }).go({ consistent: true });
  const byId = new Map(cached.byId);
  if (!item) {
    byId.delete(fieldId);
    return byId;
  }
  const added = !byId.has(fieldId);
  byId.set(fieldId, listed(item));
  return added ? new Map([...byId].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : byId;
}

async function readAll(teamId: string): Promise<Map<string, Listed>> {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  return new Map(data.map((item) => [item.fieldId, listed(item)]));
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
    const entry = item ? listed(item) : changed.has(fieldId) ? undefined : cached.byId.get(fieldId);
    if (entry) byId.set(fieldId, entry);
  }
  return byId;
}

export async function listTeamFields(teamId: string): Promise<Field[]> {
  const { version, lastChange } = await fieldsVersion(teamId);
  const cached = cache.get(teamId);
  if (cached?.version === version) return cached.fields;
  const refresh = async () => {
    if (!cached) return readAll(teamId);
    if (cached.version === version - 1 && lastChange && lastChange !== MANY_FIELDS_CHANGED) return withOneField(teamId, cached, lastChange);
    return (await patched(teamId, cached)) ?? readAll(teamId);
  };
  const [byId, seasons] = await Promise.all([refresh(), teamSeasonsByField(teamId)]);
  const fields = [...byId.values()].map(({ field, hash }) => {
    const withSeasons = { ...field, crop_season: seasons.get(field.id) ?? [] };
    hashes.set(withSeasons, hash);
    return withSeasons;
  });
  cache.delete(teamId);
  if (cache.size >= MAX_TEAMS) cache.delete(cache.keys().next().value ?? '');
  cache.set(teamId, { version, byId, fields });
  return fields;
}
