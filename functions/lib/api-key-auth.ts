import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ALL_PERMISSIONS } from '../../shared/domain/permissions';
import { API_KEY_HEADER, API_KEY_MESSAGES, API_KEY_PREFIX, looksLikeApiKey, type ApiKeyScope } from '../../shared/domain/api-keys';
import { keyMayCall } from '../../shared/api/partner-routes';
import type { RouteDef } from '../../shared/api/routes';
import { messageRef } from '../../shared/i18n/message-ref';
import { countKeyCall } from '../core/partners/key-rate';
import { findLiveKey, touchLastUsed } from '../core/partners/key-store';
import type { TeamAccess } from '../core/teams/teams';
import type { Caller } from './auth';
import { Forbidden, HttpError, NotFound, Unauthorized } from './errors';

/**
 * How a partner's API key reaches the same routes as the web app.
 *
 * The web app's path is untouched: its routes keep API Gateway's Cognito JWT authorizer, and a request with a token
 * never reads any of this. A key comes as `Authorization: Bearer fw_...` (or `X-Api-Key: fw_...`) on the partner
 * API, an HTTP API of its own with no authorizer whose routes are the ones a key may call, integrated with the same
 * Lambdas; locally the one gateway lets a key through to the function instead of checking it as a JWT. Here, in the
 * handler kit, the key is checked on every call: looked up by its hash (a revoked key fails on its next call, which a
 * cached authorizer would not promise), counted against its rate limits, allowed only the routes `keyMayCall`
 * derives from the route table, and held to its own team.
 */
export interface ApiKeyCaller {
  keyId: string;
  teamId: string;
  scope: ApiKeyScope;
}

/** The key a request carries, if it carries one (a JWT is never mistaken for one: it has no `fw_` prefix). */
export function apiKeyOf(event: APIGatewayProxyEventV2): string | null {
  const headers = event.headers ?? {};
  const bearer = (headers.authorization ?? headers.Authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  if (bearer.startsWith(API_KEY_PREFIX)) return bearer;
  const header = (headers[API_KEY_HEADER] ?? '').trim();
  return header.length > 0 ? header : null;
}

class TooManyCalls extends HttpError {
  constructor(seconds: number) {
    super(429, messageRef(API_KEY_MESSAGES.rateLimited, { seconds }), {}, { 'retry-after': String(seconds) });
  }
}

/**
 * The caller a key stands for: the key's team, with the name of the member who created it on what it writes. A key
 * that is unknown, revoked, of a deleted team, or over its limits is refused before anything is parsed.
 */
export async function keyCaller(key: string, definition: RouteDef, now = Date.now()): Promise<Caller> {
  const item = looksLikeApiKey(key) ? await findLiveKey(key) : null;
  if (!item) throw new Unauthorized(API_KEY_MESSAGES.invalidKey);
  const limited = await countKeyCall(item.keyId, now);
  if (limited) throw new TooManyCalls(limited.retryAfter);
  if (!keyMayCall(definition, item.scope)) {
    throw new Forbidden(keyMayCall(definition, 'read-write') ? API_KEY_MESSAGES.readOnlyKey : API_KEY_MESSAGES.routeNotForKeys);
  }
  await touchLastUsed(item, now);
  return {
    userId: item.createdBy,
    username: item.createdBy,
    email: '',
    groups: [],
    isStaff: false,
    federated: false,
    firstName: item.createdByName,
    apiKey: { keyId: item.keyId, teamId: item.teamId, scope: item.scope },
  };
}

/**
 * A key's access to the team a request names: its own team only (another team reads as the usual refusal), with
 * every permission of the routes it may call (keyMayCall already held it to them and to its scope).
 */
export function keyTeamAccess(key: ApiKeyCaller, userId: string, namedTeam: string | undefined): TeamAccess {
  if (namedTeam !== undefined && namedTeam !== key.teamId) throw new Forbidden('team.scope.notMember');
  return {
    userId,
    teamId: key.teamId,
    memberId: `apikey:${key.keyId}`,
    roleId: null,
    roleName: null,
    privileges: new Set(ALL_PERMISSIONS),
    isTeamOwner: false,
  };
}

/** An item addressed by id through a key: of another team, it is not there. */
export function keyOwnerAccess(key: ApiKeyCaller, userId: string, ownerTeam: string | null, namedTeam: string | undefined): TeamAccess {
  if (!ownerTeam || ownerTeam !== key.teamId || (namedTeam !== undefined && namedTeam !== key.teamId)) throw new NotFound();
  return keyTeamAccess(key, userId, undefined);
}
