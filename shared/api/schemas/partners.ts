import * as z from 'zod';
import { messageRef } from '../../i18n/message-ref';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_SCOPES } from '../../domain/api-keys';

const nameTooLong = messageRef(API_KEY_MESSAGES.nameTooLong, { max: API_KEY_NAME_MAX });

/** POST /partners/keys/: a name the team recognises the partner by, and what the key may do. */
export const CreateApiKeyBody = z.object({
  name: z.string({ message: API_KEY_MESSAGES.nameRequired }).trim().min(1, API_KEY_MESSAGES.nameRequired).max(API_KEY_NAME_MAX, nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { message: API_KEY_MESSAGES.scopeInvalid }),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

/** A key as the list shows it: never the key itself, only its first characters to recognise it by. */
export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters (`fw_` and a few more). */
  prefix: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  /** When the key last called the API (to the minute); null if never. */
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ results: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The create answer: the only time the whole key is sent. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyParams = z.object({ id: z.string().min(1).max(64) });

/** The OpenAPI document (its shape is OpenAPI 3.1's, checked by its own test). */
export const OpenApiDocument = z.record(z.string(), z.unknown());
