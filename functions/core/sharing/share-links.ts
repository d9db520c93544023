import { ulid } from 'ulid';
import type { CreatedShareLink, CreateShareLinkBody, SharedView, ShareLink } from '../../../shared/api/schemas/sharing';
import { SHARING_MESSAGES } from '../../../shared/domain/sharing';
import type { ShareLinkItem } from '../db/share-link-entities';
import { db } from '../db/service';
import { isConditionFailure } from '../db/store-errors';
import { InvalidError, NotFoundError } from '../errors';
import { fieldsById, toField } from '../fields/field-store';
import { teamSeasonsByField } from '../crops/crop-seasons';
import { getTeam } from '../teams/teams';
import { newShareToken, shareLinkEnd, shareLinkState, sharePagePath, shareTokenHash } from './share-token';

/** Who makes a link: the member whose team's calls the link's viewers make. */
export interface Sharer {
  userId: string;
  memberId: string;
  name: string;
}

async function fieldNames(teamId: string, fieldIds: readonly string[]): Promise<Map<string, string>> {
  const fields = await fieldsById(teamId, [...fieldIds]);
  return new Map(fields.map((field) => [field.fieldId, field.name]));
}

function toShareLink(item: ShareLinkItem, names: Map<string, string>, now: Date): ShareLink {
  return {
    id: item.linkId,
    label: item.label,
    // A field deleted since the link was made is no longer shown, nor listed.
    fields: item.fieldIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    created_by: { id: item.createdBy, name: item.createdByName },
    created_at: item.createdAt,
    expires_at: item.endsAt,
    revoked_at: item.revokedAt ?? null,
    state: shareLinkState(item, now),
    views: item.views,
    last_viewed_at: item.lastViewedAt ?? null,
  };
}

/** A new link to some of the team's fields: its token is answered here, once, and stored only as its hash. */
export async function createShareLink(teamId: string, sharer: Sharer, body: CreateShareLinkBody, now = new Date()): Promise<CreatedShareLink> {
  const names = await fieldNames(teamId, body.fields);
  const missing = body.fields.filter((id) => !names.has(id));
  if (missing.length > 0) throw new InvalidError(SHARING_MESSAGES.fieldNotInTeam, { fields: [SHARING_MESSAGES.fieldNotInTeam] });
  const token = newShareToken();
  const item = {
    teamId,
    linkId: ulid(now.getTime()),
    tokenHash: shareTokenHash(token),
    label: body.label,
    fieldIds: body.fields,
    createdBy: sharer.userId,
    createdByMember: sharer.memberId,
    createdByName: sharer.name,
    createdAt: now.toISOString(),
    ...shareLinkEnd(body.days, now),
    views: 0,
  };
  await db().entities.shareLink.create(item).go();
  return { ...toShareLink(item, names, now), token, path: sharePagePath(token) };
}

/** The team's links, newest first, ended and revoked ones included until the table drops them. */
export async function listShareLinks(teamId: string, now = new Date()): Promise<ShareLink[]> {
  const { data } = await db().entities.shareLink.query.byTeam({ teamId }).go({ pages: 'all', order: 'desc' });
  const names = await fieldNames(teamId, [...new Set(data.flatMap((item) => item.fieldIds))]);
  return data.map((item) => toShareLink(item, names, now));
}

/** Takes a link back: it stops opening at once. Revoking it again changes nothing. */
export async function revokeShareLink(teamId: string, linkId: string, now = new Date()): Promise<void> {
  try {
    await db()
      .entities.shareLink.patch({ teamId, linkId })
      .set({ revokedAt: now.toISOString() })
      .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db().entities.shareLink.get({ teamId, linkId }).go({ attributes: ['linkId'] });
    if (!data) throw new NotFoundError(SHARING_MESSAGES.linkNotFound);
  }
}

/** The page a link opens: its fields (outline, area, latest crop), the team's name, who shared it and until when. */
export async function sharedView(link: ShareLinkItem, now = new Date()): Promise<SharedView> {
  const [fields, seasons, team] = await Promise.all([fieldsById(link.teamId, link.fieldIds), teamSeasonsByField(link.teamId), getTeam(link.teamId)]);
  await db()
    .entities.shareLink.patch({ teamId: link.teamId, linkId: link.linkId })
    .add({ views: 1 })
    .set({ lastViewedAt: now.toISOString() })
    .go();
  return {
    label: link.label,
    team: team?.name ?? '',
    shared_by: link.createdByName,
    expires_at: link.endsAt,
    fields: fields.map((item) => {
      const field = toField(item);
      return {
        id: field.id,
        name: field.name,
        size: field.size,
        centroid: field.centroid,
        coordinates: field.coordinates,
        holes: field.holes,
        crop: seasons.get(field.id)?.at(-1)?.crop.name ?? null,
      };
    }),
  };
}
