/** The farm summary's own labels (the specification's messages live in shared/domain/farm-summary). */
export const FARM_SUMMARY_TEXTS = {
  selectField: (name: string) => `Select ${name}`,
  viewSelected: (count: number) => (count === 0 ? 'View Summary of Selected Fields' : `View Summary of Selected Fields (${count})`),
  selectHint: 'Tick fields to see their crops, weather, tasks and imagery side by side.',
  viewAllTasks: 'VIEW ALL TASKS',
  viewFullSatellite: 'VIEW FULL SATELLITE',
  tableLabel: 'Farm summary',
  scrollLabel: 'Farm summary table (scrolls sideways)',
  noFields: 'No fields yet: add one on the dashboard to see its index values here.',
  noMatch: (search: string) => `No fields match "${search}".`,
  // Season intelligence: the Stage column and filter, Field Info's detected season
  stageColumn: 'Stage',
  stageFilter: 'Stage',
  allStages: 'All',
  noStage: '-',
  noStageMatch: (stage: string) => `No field is at the stage ${stage}.`,
  downloadCsv: 'Download CSV',
  downloadFailed: 'The farm summary CSV could not be made. Please try again.',
  seasonTitle: 'Detected crop season',
  seasonYear: (year: number) => `${year}`,
  seasonStage: (stage: string) => `Stage today: ${stage}`,
  seasonLoading: (year: number) => `Loading the detected season of ${year}`,
  seasonFailed: (year: number) => `The detected season of ${year} could not be loaded.`,
  seasonRetry: 'Try again',
  seasonPending: 'Some days of this year are still being computed: the dates may change.',
} as const;

/** Spec 2 §2.8: the selected-fields summary, its ids comma-separated in the path. */
export const selectedFieldsPath = (ids: readonly string[]) => `/dashboard/farmsummary/fields/${ids.map(encodeURIComponent).join(',')}`;

/** A field's tasks: the All Farm Activities list of that field (the path with an id is one task's details). */
export const fieldTasksPath = (fieldId: string) => `/dashboard/farmactivity/all-activities?field=${encodeURIComponent(fieldId)}`;
