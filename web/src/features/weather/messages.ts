/**
 * Texts of the weather screens that the specification states as rules but does not word (spec 2 §2.5: "The start
 * date cannot be after the end date; the end date cannot be after today"). The worded ones are WEATHER_MESSAGES.
 */
export const WEATHER_TEXTS = {
  forecastTitle: 'Weather Forecast',
  historyTitle: 'Weather History',
  goToHistory: 'GO TO WEATHER HISTORY',
  goToForecast: 'GO TO WEATHER FORECAST',
  viewFieldInfo: 'VIEW THIS FIELD INFO',
  backToDashboard: 'Return To Dashboard',
  startAfterEnd: 'The start date cannot be after the end date.',
  endAfterToday: 'The end date cannot be after today.',
  loadHistory: 'Load History',
  pleaseWait: 'Please wait!',
  loadingForecast: 'Loading the weather forecast',
  loadingHistory: 'Loading the weather history',
  noHistory: 'No weather history loaded for this date range.',
  startDate: 'Start Date',
  endDate: 'End Date',
  compare: 'Compare',
  noFieldTitle: 'Choose a field first',
  noFieldText: 'Weather is shown for a field. Select one on the dashboard map or in the Field List, then open the weather again.',
} as const;
