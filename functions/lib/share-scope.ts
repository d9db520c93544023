import type { RouteDef } from '../../shared/api/routes';
import { SHARING_MESSAGES } from '../../shared/domain/sharing';
import { teamApproved } from '../core/admin/usage';
import { resolveShareToken, takeShareCall } from '../core/sharing/share-access';
import type { ShareLinkItem } from '../core/db/share-link-entities';
import { HttpError, NotFound } from './errors';
import { stateOf, type RouteStep } from './route-steps';

/** A read opened by a share link: the team that owns it and exactly the fields it shows, read-only. */
export interface ShareAccess {
  link: ShareLinkItem;
  teamId: string;
  fieldIds: ReadonlySet<string>;
  /** The member who made the link: its metered calls are recorded to the team in their name. */
  userId: string;
  memberId: string;
}

/** The field a shared read is about (`field` on the monitoring reads, `field_id` on the report). */
function fieldNamed(query: unknown): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const { field, field_id: fieldId } = query as { field?: unknown; field_id?: unknown };
  const named = field ?? fieldId;
  return typeof named === 'string' ? named : undefined;
}

/**
 * The share scope: on a route opened by a share link, the link its token names. An unknown token is a 404; a link
 * that ended, was revoked, or whose team's services are stopped answers the same 410 (never saying which); a link
 * past its calls of the minute a 429; a field the link does not show a 404, as another team's field would be.
 */
export function shareScope(definition: RouteDef): RouteStep {
  return {
    before: async (request) => {
      if (!definition.shared) return;
      const state = stateOf(request);
      const { token } = state.params as { token: string };
      const found = await resolveShareToken(token);
      if (found.kind === 'unknown') throw new NotFound(SHARING_MESSAGES.notFound);
      if (found.kind === 'ended' || !(await teamApproved(found.link.teamId))) throw new HttpError(410, SHARING_MESSAGES.ended);
      const { link } = found;
      if (!(await takeShareCall(link.linkId))) throw new HttpError(429, SHARING_MESSAGES.tooManyCalls, {}, { 'retry-after': '60' });
      const fieldIds = new Set(link.fieldIds);
      const field = fieldNamed(state.query);
      if (field !== undefined && !fieldIds.has(field)) throw new NotFound(SHARING_MESSAGES.fieldNotShared);
      state.share = { link, teamId: link.teamId, fieldIds, userId: link.createdBy, memberId: link.createdByMember };
    },
    // The answers a link opens are not for search engines, and a PDF opened from them tells no site where it came from.
    after: async (request) => {
      if (!definition.shared || !request.response) return;
      request.response.headers = { ...request.response.headers, 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };
    },
  };
}
