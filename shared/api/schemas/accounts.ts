import * as z from 'zod';
import { NAME_MIN_LENGTH, MESSAGES } from '../../domain/accounts';
import { LANGUAGES } from '../../i18n/languages';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, NAME_TOO_LONG } from '../../domain/names';

/**
 * The current subscription as the account screens read it (spec 1 §3), for any team: current_subscription is null
 * when the team has no plan in force; admin_approved is the team's approval by staff, plan or not.
 */
export const CurrentSubscription = z.object({
  current_subscription: z.string().nullable(),
  subscription_approved: z.boolean(),
  admin_approved: z.boolean(),
  /** The subscription in force: its end and the limits bought. */
  end_date: z.string().optional(),
  no_users_limit: z.number().int().optional(),
  farm_area_limit: z.number().optional(),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscription>;

/** user_details (spec 1 §3). */
export const UserDetails = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  owned_team: z
    .object({ id: z.string(), name: z.string(), current_subscription: CurrentSubscription.nullable() })
    .nullable(),
  /** The team the user belongs to as a member, present when they are not its owner. */
  user_team: z.string().nullable(),
  current_subscription: CurrentSubscription.nullable(),
  /**
   * What the user may do in the team above (owned_team, else user_team): every permission for its owner, their
   * role's privileges for a member. The screens hide what would be refused; the server checks every request.
   */
  permissions: z.array(z.string()).optional(),
  /** The language the user chose in My Account (mails and alerts use it); absent until they choose. */
  language: z.enum(LANGUAGES).optional(),
});
export type UserDetails = z.infer<typeof UserDetails>;

const requiredName = z.string().trim().min(1, MESSAGES.fieldEmpty).max(NAME_MAX_LENGTH, NAME_TOO_LONG);

/** PUT /accounts/{userId}/profile/: names are editable; email and the owned team's name are read-only. */
export const UpdateProfileBody = z.object({
  first_name: requiredName,
  last_name: requiredName,
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** Sign-up form (spec 1 §5); the same rules the post-confirmation trigger relies on. */
export const RegistrationForm = z.object({
  first_name: z.string().trim().min(NAME_MIN_LENGTH, MESSAGES.nameTooShort).max(NAME_MAX_LENGTH, NAME_TOO_LONG),
  last_name: z.string().trim().min(NAME_MIN_LENGTH, MESSAGES.nameTooShort).max(NAME_MAX_LENGTH, NAME_TOO_LONG),
  email: z.string().trim().regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  password: z.string().min(8, MESSAGES.passwordTooShort),
});
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export const UserIdParams = z.object({ userId: z.string().min(1) });

/** The answer of PUT /accounts/{userId}/profile/: the confirmation text and the user as now stored. */
export const UpdateProfileAnswer = z.object({ detail: z.string(), user: UserDetails });
export type UpdateProfileAnswer = z.infer<typeof UpdateProfileAnswer>;
