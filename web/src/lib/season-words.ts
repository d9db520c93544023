import type { SeasonEvent, SeasonResponse } from '../../../shared/api/schemas/season';
import { FIRST_SEASON_YEAR } from '../../../shared/api/schemas/season';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SEASON_EVENT_LABELS, SEASON_MESSAGES, type SeasonEventKind } from '../../../shared/domain/season';
import { formatText } from './i18n/format-text';

/**
 * The difference in days between a detected sowing or harvest and the planned one of the same season (positive:
 * later than planned); null for the other events or when no planned crop season is matched to it.
 */
export function planDifferenceOf(response: Pick<SeasonResponse, 'planned'>, event: Pick<SeasonEvent, 'kind' | 'season'>): number | null {
  if (event.kind !== 'sowing' && event.kind !== 'harvest') return null;
  const planned = response.planned.find((candidate) => candidate.detectedSeason === event.season);
  if (!planned) return null;
  return event.kind === 'sowing' ? planned.sowingDifferenceDays : planned.harvestDifferenceDays;
}

/** "Sown about 12 June (high confidence), 9 days after the planned date": an event as the API words it (a messageRef). */
export function eventSentence(response: Pick<SeasonResponse, 'planned'>, event: SeasonEvent): string {
  return SEASON_MESSAGES.event(event.kind, event.date, event.confidence, planDifferenceOf(response, event));
}

/** Why a year has no event to show: the answer's message, else the no-season sentence of its year (a messageRef). */
export function noSeasonSentence(response: Pick<SeasonResponse, 'message' | 'year'>): string {
  return response.message ?? SEASON_MESSAGES.noSeason(response.year);
}

/** The calendar years a set of day ranges touches, newest first, within the years detection covers. */
export function seasonYearsOf(ranges: readonly { start: string; end: string }[], today = new Date()): number[] {
  const last = today.getUTCFullYear();
  const years = new Set<number>();
  for (const { start, end } of ranges) {
    for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) {
      if (year >= FIRST_SEASON_YEAR && year <= last) years.add(year);
    }
  }
  return [...years].sort((a, b) => b - a);
}

/**
 * The season's words in the language on screen: an event's sentence, why a year has none, and an event's short name
 * ("Sown"), for screens that show them as text (the monitoring chart's markers).
 */
export function useSeasonWords() {
  const intl = useIntl();
  return useMemo(
    () => ({
      eventSentence: (response: Pick<SeasonResponse, 'planned'>, event: SeasonEvent) => formatText(intl, eventSentence(response, event)),
      noSeasonSentence: (response: Pick<SeasonResponse, 'message' | 'year'>) => formatText(intl, noSeasonSentence(response)),
      eventLabel: (kind: SeasonEventKind) => formatText(intl, SEASON_EVENT_LABELS[kind]),
    }),
    [intl],
  );
}
