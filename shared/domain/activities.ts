/** Farm activities (tasks): the fixed lists, limits and texts of spec 2 §2.9, §5, §8 and §9. */
import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';

export const ACTIVITY_TYPES = [
  'planning',
  'land preparation',
  'planting',
  'fertilising',
  'spraying',
  'weeding',
  'irrigation',
  'scouting',
  'harvesting',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_STATUSES = ['open', 'close'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  /** Spec 2 §9: the close reason. */
  reasonMaxLength: 120,
  maxAssignees: 50,
  /** Assignee pickers show up to this many tags before '+n' (spec 2 §9). */
  createTags: 3,
  updateTags: 2,
  reassignTags: 5,
  /** Costs are in naira; a ceiling keeps typos (an extra few zeros) out. */
  maxCost: 1_000_000_000_000,
} as const;

export const COST_CURRENCY = 'NGN';
export const DEFAULT_ACTIVITY_TYPE: ActivityType = 'planning';

/**
 * The rule, toast and screen texts every side shares, as keys of the activities API catalogue (or messageRefs
 * carrying their limits): the server answers them in the caller's language, the web app formats them with
 * formatText. The English wording is the specification's.
 */
export const ACTIVITY_MESSAGES = {
  nameRequired: 'activities.nameRequired',
  nameTooLong: messageRef('activities.nameTooLong', { max: ACTIVITY_LIMITS.nameMaxLength }),
  descriptionRequired: 'activities.descriptionRequired',
  descriptionTooLong: messageRef('activities.descriptionTooLong', { max: ACTIVITY_LIMITS.descriptionMaxLength }),
  startRequired: 'activities.startRequired',
  endRequired: 'activities.endRequired',
  endBeforeStart: 'activities.endBeforeStart',
  invalidDate: 'activities.invalidDate',
  fieldRequired: 'activities.fieldRequired',
  unknownType: messageRef('activities.unknownType', { types: ACTIVITY_TYPES.join(', ') }),
  costNotNegative: messageRef('activities.costNotNegative', { currency: COST_CURRENCY }),
  reasonTooLong: messageRef('activities.reasonTooLong', { max: ACTIVITY_LIMITS.reasonMaxLength }),
  reasonPlaceholder: 'activities.reasonPlaceholder',
  tooManyAssignees: messageRef('activities.tooManyAssignees', { max: ACTIVITY_LIMITS.maxAssignees }),
  assigneeNotInTeam: 'activities.assigneeNotInTeam',
  closedTask: 'activities.closedTask',
  alreadyClosed: 'activities.alreadyClosed',
  notYours: 'activities.notYours',
  notFound: 'activities.notFound',
  statusMustBeClose: 'activities.statusMustBeClose',
  // Spec 2 §8 toasts
  assigned: 'activities.assigned',
  assignFailed: 'activities.assignFailed',
  closed: 'activities.closed',
  reassigned: 'activities.reassigned',
  updated: 'activities.updated',
  updateFailed: 'activities.updateFailed',
  deleteConfirm: 'activities.deleteConfirm',
  deleted: 'activities.deleted',
  // Spec 2 §2.9 screen texts
  noFieldSelected: 'activities.noFieldSelected',
  /** Values: `{ id }`, the task id asked for. */
  noRecord: 'activities.noRecord',
  noTaskForYou: 'activities.noTaskForYou',
} as const;

/** The task types and statuses as the screens name them (translated labels; the stored values stay as they are). */
export const ACTIVITY_TYPE_LABELS = {
  planning: 'activities.type.planning',
  'land preparation': 'activities.type.landPreparation',
  planting: 'activities.type.planting',
  fertilising: 'activities.type.fertilising',
  spraying: 'activities.type.spraying',
  weeding: 'activities.type.weeding',
  irrigation: 'activities.type.irrigation',
  scouting: 'activities.type.scouting',
  harvesting: 'activities.type.harvesting',
  other: 'activities.type.other',
} as const satisfies Record<ActivityType, ApiMessageId>;

export const ACTIVITY_STATUS_LABELS = {
  open: 'activities.status.open',
  close: 'activities.status.close',
} as const satisfies Record<ActivityStatus, ApiMessageId>;

/** A type's label key; a type the list does not know (an old record) has none and shows as stored. */
export function activityTypeLabel(type: string): ApiMessageId | null {
  return Object.hasOwn(ACTIVITY_TYPE_LABELS, type) ? ACTIVITY_TYPE_LABELS[type as ActivityType] : null;
}

/** The CSV report's file name (spec 2 §2.9). */
export const ACTIVITY_REPORT_FILE = 'farm_activity_report.csv';
