import { drySpellRule } from './dry-spell';
import { heatRule } from './heat';
import { heavyRainRule } from './heavy-rain';
import { onsetRule } from './onset';
import type { FieldSituation, Finding, WeatherRule } from './types';

/** The weather rules, in the order their findings are listed: the season's start, drought, flood, heat. */
const WEATHER_RULES: readonly WeatherRule[] = [onsetRule, drySpellRule, heavyRainRule, heatRule];

/** What the weather rules find for one field on one day (pure: the daily job, on demand and the backtest run it). */
export function weatherFindings(situation: FieldSituation): Finding[] {
  return WEATHER_RULES.flatMap((rule) => rule(situation));
}
