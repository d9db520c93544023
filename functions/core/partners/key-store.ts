import { ulid } from 'ulid';
import { API_KEY_LAST_USED_INTERVAL_MS, API_KEY_MESSAGES, API_KEYS_PER_TEAM, type ApiKeyScope } from '../../../shared/domain/api-keys';
import { messageRef } from '../../../shared/i18n/message-ref';
import type { ApiKey } from '../../../shared/api/schemas/partners';
import type { ApiKeyItem } from '../db/api-key-entities';
import { db } from '../db/service';
import { ConflictError, InvalidError, NotFoundError } from '../errors';
import { getTeam } from '../teams/teams';
import { hashApiKey, newApiKey } from './key-secret';

export function toApiKey(item: ApiKeyItem): ApiKey {
  return {
    id: item.keyId,
    name: item.name,
    scope: item.scope,
    prefix: item.prefix,
    created_by: item.createdByName,
    created_at: item.createdAt,
    last_used_at: item.lastUsedAt ?? null,
    revoked_at: item.revokedAt ?? null,
  };
}

/** A team's keys, newest first (revoked ones too, marked). */
export async function listApiKeys(teamId: string): Promise<ApiKeyItem[]> {
  const { data } = await db().entities.apiKey.query.byTeam({ teamId }).go({ pages: 'all', order: 'desc' });
  return data;
}

/** A new key for the team: stored hashed; the key itself is returned here only, for the one answer that shows it. */
export async function createApiKey(
  teamId: string,
  author: { userId: string; name: string },
  input: { name: string; scope: ApiKeyScope },
): Promise<{ item: ApiKeyItem; key: string }> {
  const live = (await listApiKeys(teamId)).filter((item) => !item.revokedAt);
  if (live.length >= API_KEYS_PER_TEAM) throw new InvalidError(messageRef(API_KEY_MESSAGES.tooManyKeys, { max: API_KEYS_PER_TEAM }));
  const { key, hash, prefix } = newApiKey();
  const { data } = await db()
    .entities.apiKey.create({ keyHash: hash, keyId: ulid(), teamId, name: input.name, scope: input.scope, prefix, createdBy: author.userId, createdByName: author.name })
    .go();
  return { item: data as ApiKeyItem, key };
}

/** Revokes a key of the team: calls with it are refused from the next one on. Another team's key is not found. */
export async function revokeApiKey(teamId: string, keyId: string, userId: string): Promise<ApiKeyItem> {
  const { data } = await db().entities.apiKey.query.byTeam({ teamId, keyId }).go();
  const item = data[0];
  if (!item) throw new NotFoundError();
  if (item.revokedAt) throw new ConflictError(API_KEY_MESSAGES.alreadyRevoked);
  const revokedAt = new Date().toISOString();
  await db().entities.apiKey.patch({ keyHash: item.keyHash }).set({ revokedAt, revokedBy: userId }).go();
  return { ...item, revokedAt, revokedBy: userId };
}

/** The live key a caller sent, or null (unknown, revoked, or its team is gone). */
export async function findLiveKey(key: string): Promise<ApiKeyItem | null> {
  const { data } = await db().entities.apiKey.get({ keyHash: hashApiKey(key) }).go({ consistent: true });
  if (!data || data.revokedAt) return null;
  return (await getTeam(data.teamId)) ? data : null;
}

/** Notes the key's use, at most once a minute (the condition makes concurrent calls write once). Never fails a call. */
export async function touchLastUsed(item: ApiKeyItem, now: number): Promise<void> {
  if (item.lastUsedAt && now - Date.parse(item.lastUsedAt) < API_KEY_LAST_USED_INTERVAL_MS) return;
  const before = new Date(now - API_KEY_LAST_USED_INTERVAL_MS).toISOString();
  await db()
    .entities.apiKey.patch({ keyHash: item.keyHash })
    .set({ lastUsedAt: new Date(now).toISOString() })
    .where(({ lastUsedAt }, { notExists, lt }) => `(${notExists(lastUsedAt)} OR ${lt(lastUsedAt, before)})`)
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException' && !String(error).includes('ConditionalCheckFailed')) throw error;
    });
}
