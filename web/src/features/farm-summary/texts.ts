import type { MessageId } from '../../../../shared/i18n/english';
import { messageRef } from '../../../../shared/i18n/message-ref';

/**
 * The farm summary's own labels as catalogue keys and messageRefs (web/farm-summary), shown with useText's `say`; the
 * specification's messages live in shared/domain/farm-summary.
 */
export const FARM_SUMMARY_TEXTS = {
  selectField: (name: string) => messageRef('farm-summary.ui.selectField', { name }),
  viewSelected: (count: number) => messageRef('farm-summary.ui.viewSelected', { count }),
  selectHint: 'farm-summary.ui.selectHint',
  viewAllTasks: 'farm-summary.ui.viewAllTasks',
  viewFullSatellite: 'farm-summary.ui.viewFullSatellite',
  tableLabel: 'farm-summary.ui.tableLabel',
  scrollLabel: 'farm-summary.ui.scrollLabel',
  noFields: 'farm-summary.ui.noFields',
  noMatch: (search: string) => messageRef('farm-summary.ui.noMatch', { search }),
  // Season intelligence: the Stage column and filter, Field Info's detected season
  stageColumn: 'farm-summary.ui.stageColumn',
  stageFilter: 'farm-summary.ui.stageFilter',
  allStages: 'farm-summary.ui.allStages',
  noStage: '-',
  /** `stage`: the stage's label already in the language on screen. */
  noStageMatch: (stage: string) => messageRef('farm-summary.ui.noStageMatch', { stage }),
  downloadCsv: 'farm-summary.ui.downloadCsv',
  downloadFailed: 'farm-summary.ui.downloadFailed',
  seasonTitle: 'farm-summary.ui.seasonTitle',
  seasonYear: (year: number) => `${year}`,
  /** `stage`: the stage's label already in the language on screen. */
  seasonStage: (stage: string) => messageRef('farm-summary.ui.seasonStage', { stage }),
  seasonLoading: (year: number) => messageRef('farm-summary.ui.seasonLoading', { year: String(year) }),
  seasonFailed: (year: number) => messageRef('farm-summary.ui.seasonFailed', { year: String(year) }),
  seasonRetry: 'farm-summary.ui.seasonRetry',
  seasonPending: 'farm-summary.ui.seasonPending',
} as const satisfies Record<string, MessageId | '-' | ((...args: never[]) => string)>;

/** The field leaderboard (fields ranked by their index against their earlier years and their crop). */
export const LEADERBOARD_PATH = '/dashboard/farmsummary/leaderboard';

/** Spec 2 §2.8: the selected-fields summary, its ids comma-separated in the path. */
export const selectedFieldsPath = (ids: readonly string[]) => `/dashboard/farmsummary/fields/${ids.map(encodeURIComponent).join(',')}`;

/** A field's tasks: the All Farm Activities list of that field (the path with an id is one task's details). */
export const fieldTasksPath = (fieldId: string) => `/dashboard/farmactivity/all-activities?field=${encodeURIComponent(fieldId)}`;
