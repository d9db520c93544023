/** Farm activities (tasks): the fixed lists, limits and texts of spec 2 §2.9, §5, §8 and §9. */

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

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Task name is required',
  nameTooLong: `The task name is at most ${ACTIVITY_LIMITS.nameMaxLength} characters.`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `The description is at most ${ACTIVITY_LIMITS.descriptionMaxLength} characters.`,
  startRequired: 'Start Date is required',
  endRequired: 'End Date is required',
  endBeforeStart: 'End Date cannot be before the Start Date',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  fieldRequired: 'Select a field first.',
  unknownType: `Task type is one of: ${ACTIVITY_TYPES.join(', ')}.`,
  costNotNegative: `Costs are amounts in ${COST_CURRENCY} of 0 or more.`,
  reasonTooLong: `The reason is at most ${ACTIVITY_LIMITS.reasonMaxLength} characters.`,
  reasonPlaceholder: 'State your reason',
  tooManyAssignees: `A task has at most ${ACTIVITY_LIMITS.maxAssignees} assignees.`,
  assigneeNotInTeam: 'Every assignee must be a member of the team the task belongs to.',
  closedTask: 'This task is closed: it can only be viewed or deleted.',
  alreadyClosed: 'This task is already closed.',
  notYours: 'You can only list your own tasks.',
  notFound: 'Farm activity not found.',
  // Spec 2 §8 toasts
  assigned: 'Farm Activity Assigned Successfully.',
  assignFailed: 'An unexpected error occurred. Kindly try again, please.',
  closed: 'Farm Activity Closed successfully.',
  reassigned: 'Farm Activity Re-Assigned successfully.',
  updated: 'Farm Task Updated Successfully',
  updateFailed: 'Something went wrong.',
  deleteConfirm: 'Do you want to delete this task? Click yes to proceed',
  deleted: 'Farm Activity Delete Successfully.',
  // Spec 2 §2.9 screen texts
  noFieldSelected: 'No Field Selected Yet!',
  noRecord: (id: string) => `No Record of the Farm Activities with ${id}`,
  noTaskForYou: 'There is no task for you.',
} as const;

/** The CSV report's file name (spec 2 §2.9). */
export const ACTIVITY_REPORT_FILE = 'farm_activity_report.csv';
