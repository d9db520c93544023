import * as z from 'zod';
import { messageRef } from '../../i18n/message-ref';
import { SHARE_LIMITS, SHARE_TOKEN_PATTERN, SHARING_MESSAGES } from '../../domain/sharing';
import { FieldId } from './monitoring';

const days = messageRef(SHARING_MESSAGES.daysInvalid, { min: SHARE_LIMITS.minDays, max: SHARE_LIMITS.maxDays });
const tooManyFields = messageRef(SHARING_MESSAGES.tooManyFields, { max: SHARE_LIMITS.maxFields });

/** POST /sharing/: the fields to show, who the link is for, and for how many days it opens. */
export const CreateShareLinkBody = z.object({
  fields: z
    .array(FieldId, { message: SHARING_MESSAGES.fieldsRequired })
    .min(1, SHARING_MESSAGES.fieldsRequired)
    .max(SHARE_LIMITS.maxFields, tooManyFields)
    .transform((ids) => [...new Set(ids)]),
  label: z
    .string({ message: SHARING_MESSAGES.labelRequired })
    .trim()
    .min(1, SHARING_MESSAGES.labelRequired)
    .max(SHARE_LIMITS.labelMaxLength, messageRef(SHARING_MESSAGES.labelTooLong, { max: SHARE_LIMITS.labelMaxLength })),
  days: z.number({ message: days }).int(days).min(SHARE_LIMITS.minDays, days).max(SHARE_LIMITS.maxDays, days).default(SHARE_LIMITS.defaultDays),
});
export type CreateShareLinkBody = z.infer<typeof CreateShareLinkBody>;

export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;

/** A share link as its team lists it: never its token, which only its creator saw once. */
export const ShareLink = z.object({
  id: z.string(),
  label: z.string(),
  fields: z.array(z.object({ id: z.string(), name: z.string() })),
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  views: z.number(),
  last_viewed_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLink>;

/** The answer of a create: the link with its token and its page's path, shown once. */
export const CreatedShareLink = ShareLink.extend({ token: z.string(), path: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLink>;

export const ShareLinkParams = z.object({ id: z.string().min(1).max(40) });

/** The token in a public route's path; anything else is a link that does not exist. */
export const ShareTokenParams = z.object({ token: z.string().regex(SHARE_TOKEN_PATTERN, SHARING_MESSAGES.notFound) });

/** One shared field as the public page draws it: its outline, area and latest crop. */
export const SharedField = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  centroid: z.tuple([z.number(), z.number()]),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  holes: z.array(z.array(z.tuple([z.number(), z.number()]))),
  crop: z.string().nullable(),
});
export type SharedField = z.infer<typeof SharedField>;

/** GET /share/{token}/: what the link shows, by whom and until when. */
export const SharedView = z.object({
  label: z.string(),
  team: z.string(),
  shared_by: z.string(),
  expires_at: z.string(),
  fields: z.array(SharedField),
});
export type SharedView = z.infer<typeof SharedView>;
