import type { Field } from '../../../shared/api/schemas/fields';
import { teamSeasonsByField } from '../crops/crop-seasons';
import { db } from '../db/service';
import { toField } from './field-store';

/**
 * A team's field list, kept in the warm Lambda between requests and checked on every request against the team
 * item's `fieldsVersion`, which each field write moves in the same transaction. The check is one strongly
 * consistent GetItem; only a changed version pays for the Query of every field (strongly consistent too, and
 * read after the version, so what is cached is never older than the version it is cached under).
 */
const MAX_TEAMS = 20;
const cache = new Map<string, { version: number; fields: Field[] }>();

async function fieldsVersion(teamId: string): Promise<number> {
  const { data } = await db().entities.team.get({ teamId }).go({ consistent: true, attributes: ['fieldsVersion'] });
  return data?.fieldsVersion ?? 0;
}

export async function listTeamFields(teamId: string): Promise<Field[]> {
  const version = await fieldsVersion(teamId);
  const cached = cache.get(teamId);
  if (cached?.version === version) return cached.fields;
  // Each field's seasons: one more Query (season writes move `fieldsVersion` too, so they share the cache).
  const [{ data }, seasons] = await Promise.all([
    db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', consistent: true }),
    teamSeasonsByField(teamId),
  ]);
  const fields = data.map((item) => ({ ...toField(item), crop_season: seasons.get(item.fieldId) ?? [] }));
  cache.delete(teamId);
  if (cache.size >= MAX_TEAMS) cache.delete(cache.keys().next().value ?? '');
  cache.set(teamId, { version, fields });
  return fields;
}
