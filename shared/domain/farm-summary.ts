/** Texts and constants of the farm summary, field info and field report screens (spec 2 §2.6-2.8, §5, §8, §9). */
export const FARM_SUMMARY_MESSAGES = {
  listFailedPage: 'The Farm summary list could not be fetched at the moment.',
  listFailedToast:
    'It looks like we could not provide the farm summary list at the moment. Please kindly go back to select a field and try again here.',
  noValue: 'No Value Found',
  indexRequired: 'Please select an index!',
  computing: 'Please wait ....',
  dateRangeRequired: 'Please select a valid date range!',
  reportFailed: 'Ops! We could not generate a report',
  noCrop: 'No Crop Added Yet!',
  noTasks: 'No Tasks Yet!',
  summaryFailedTitle: 'Looks like something went wrong!',
  summaryFailed: 'The Farm summary info could not be fetched at the moment.',
  previewTitle: 'PREVIEW OF THE FILE GENERATED',
  fieldIdsRequired: 'Name at least one field.',
} as const;

/** Farm summary index values show 4 decimals (spec 2 §9). */
export const SUMMARY_DECIMALS = 4;
/** Previous years compared with the report's period for the performance percentage. */
export const REPORT_BASELINE_YEARS = 5;
/** At most this many fields in one selected-fields summary. */
export const SUMMARY_MAX_FIELDS = 20;

export const formatIndexValue = (value: number) => value.toFixed(SUMMARY_DECIMALS);
