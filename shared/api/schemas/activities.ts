import * as z from 'zod';
import { isRealDate } from './common';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES, ACTIVITY_STATUSES, ACTIVITY_TYPES, DEFAULT_ACTIVITY_TYPE } from '../../domain/activities';

const date = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isRealDate, ACTIVITY_MESSAGES.invalidDate);

const cost = z.coerce
  .number({ message: ACTIVITY_MESSAGES.costNotNegative })
  .min(0, ACTIVITY_MESSAGES.costNotNegative)
  .max(ACTIVITY_LIMITS.maxCost, ACTIVITY_MESSAGES.costNotNegative)
  .default(0);

/** Assignees travel as member ids (`member.pk` of the team member list, the user's id); the old client sent numbers. */
const MemberIds = z
  .array(z.union([z.string().trim().min(1), z.number().int()]).transform(String))
  .max(ACTIVITY_LIMITS.maxAssignees, ACTIVITY_MESSAGES.tooManyAssignees)
  .transform((ids) => [...new Set(ids)]);

const Id = z.union([z.string().trim().min(1), z.number().int()]).transform(String);

const taskFields = {
  field: Id.refine((value) => value.length > 0, ACTIVITY_MESSAGES.fieldRequired),
  name: z.string({ message: ACTIVITY_MESSAGES.nameRequired }).trim().min(1, ACTIVITY_MESSAGES.nameRequired).max(ACTIVITY_LIMITS.nameMaxLength, ACTIVITY_MESSAGES.nameTooLong),
  description: z
    .string({ message: ACTIVITY_MESSAGES.descriptionRequired })
    .trim()
    .min(1, ACTIVITY_MESSAGES.descriptionRequired)
    .max(ACTIVITY_LIMITS.descriptionMaxLength, ACTIVITY_MESSAGES.descriptionTooLong),
  type: z.enum(ACTIVITY_TYPES, { message: ACTIVITY_MESSAGES.unknownType }).default(DEFAULT_ACTIVITY_TYPE),
  planned_cost: cost,
  actual_cost: cost,
  start_date: date(ACTIVITY_MESSAGES.startRequired),
  end_date: date(ACTIVITY_MESSAGES.endRequired),
  assignees: MemberIds.default([]),
};

// Only compared once both are real dates: a malformed one already has its own message.
const endNotBeforeStart = (body: { start_date: string; end_date: string }) =>
  !isRealDate(body.start_date) || !isRealDate(body.end_date) || body.end_date >= body.start_date;
const endRule = { message: ACTIVITY_MESSAGES.endBeforeStart, path: ['end_date'] };

/** POST /activity/create/ (spec 2 §7.3). */
export const CreateActivityBody = z.object(taskFields).refine(endNotBeforeStart, endRule);
export type CreateActivityBody = z.infer<typeof CreateActivityBody>;

/** PUT /activity/{id}/update/: the same fields; `field` is the selected field. */
export const UpdateActivityBody = CreateActivityBody;
export type UpdateActivityBody = z.infer<typeof UpdateActivityBody>;

/** PUT /activity/{id}/close/: the reason is optional. */
export const CloseActivityBody = z.object({
  status: z.literal('close', { message: ACTIVITY_MESSAGES.statusMustBeClose }).default('close'),
  comment: z.string().trim().max(ACTIVITY_LIMITS.reasonMaxLength, ACTIVITY_MESSAGES.reasonTooLong).optional().default(''),
});
export type CloseActivityBody = z.infer<typeof CloseActivityBody>;

/** PATCH /activity/{id}/assign/: the task's assignees become exactly these members. */
export const AssignActivityBody = z.object({ users: MemberIds });
export type AssignActivityBody = z.infer<typeof AssignActivityBody>;

export const ActivityIdParams = z.object({ id: z.string().min(1).max(80) });
export const ActivityFieldParams = z.object({ fieldId: z.string().min(1).max(80) });
export const ActivityUserParams = z.object({ userId: z.string().min(1).max(80) });
export const ActivityReportQuery = z.object({ team: z.string().min(1).optional(), field: z.string().min(1).max(80).optional() });

export const Assignee = z.object({ pk: z.string(), email: z.string() });
export type Assignee = z.infer<typeof Assignee>;

/** A farm activity as the routes answer it (spec 2 §3 Farm activity). */
export const Activity = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  planned_cost: z.number(),
  actual_cost: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  field: z.string(),
  /** The field's name and group; null once the field is deleted. */
  field_info: z.object({ id: z.string(), name: z.string(), group_name: z.string() }).nullable(),
  assignees: z.array(Assignee),
  status: z.enum(ACTIVITY_STATUSES),
  /** The closing reason; empty while open. */
  comment: z.string(),
  team: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Activity = z.infer<typeof Activity>;
