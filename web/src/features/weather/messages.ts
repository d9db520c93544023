import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/english';
import { formatText } from '../../lib/i18n/format-text';

/**
 * Texts of the weather screens that the specification states as rules but does not word (spec 2 §2.5: "The start
 * date cannot be after the end date; the end date cannot be after today"). The worded ones are WEATHER_MESSAGES.
 * Keys of the weather screens' catalogue (shared/i18n/web/weather).
 */
export const WEATHER_TEXTS = {
  forecastTitle: 'weather.forecastTitle',
  historyTitle: 'weather.historyTitle',
  goToHistory: 'weather.goToHistory',
  goToForecast: 'weather.goToForecast',
  viewFieldInfo: 'weather.viewFieldInfo',
  backToDashboard: 'weather.backToDashboard',
  startAfterEnd: 'weather.startAfterEnd',
  endAfterToday: 'weather.endAfterToday',
  loadHistory: 'weather.loadHistory',
  pleaseWait: 'weather.pleaseWait',
  loadingForecast: 'weather.loadingForecast',
  loadingHistory: 'weather.loadingHistory',
  noHistory: 'weather.noHistory',
  startDate: 'weather.startDate',
  endDate: 'weather.endDate',
  compare: 'weather.compare',
  noFieldTitle: 'weather.noFieldTitle',
  noFieldText: 'weather.noFieldText',
} as const satisfies Record<string, MessageId>;

/**
 * The weather screens' formatter: a key or messageRef (WEATHER_TEXTS, WEATHER_MESSAGES, a refusal) in the language
 * on screen; the API's own words (already in that language) as they are.
 */
export function useWeatherText(): (text: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((text: string, values?: Record<string, string | number>) => formatText(intl, text, values), [intl]);
}
