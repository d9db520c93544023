import { addDays } from '../../../../shared/domain/weather';
import { observedUntil, seriesOf } from './rule-days';
import type { Finding, WeatherRule } from './types';

/**
 * Heat stress around flowering: a forecast maximum of at least `heatMaxC` (35 °C) within `heatWeeksAfterFlowering`
 * (3) weeks from a crop's expected flowering. Above about 35 °C maize pollen and rice spikelets lose viability and
 * grain set falls (Sánchez, Rasmussen and Porter 2014); the farmer can irrigate or plan the next sowing earlier.
 * Only forecast days (today and later) count: heat already past cannot be acted on. Warning; one episode per crop,
 * `heat:<crop sowing>`. A crop without an expected flowering is not read.
 */
export const heatRule: WeatherRule = (situation) => {
  const { weather: days, thresholds, today } = situation;
  const findings: Finding[] = [];
  for (const crop of situation.crops) {
    if (!crop.flowering) continue;
    const windowEnd = addDays(crop.flowering, thresholds.heatWeeksAfterFlowering * 7 - 1);
    const window = days.filter((day) => day.date >= crop.flowering! && day.date <= windowEnd && day.date >= today);
    const hot = window.filter((day) => day.maxC !== null && day.maxC >= thresholds.heatMaxC);
    if (hot.length === 0) continue;
    const maxC = Math.max(...hot.map((day) => day.maxC!));
    findings.push({
      kind: 'heat',
      severity: 'warning',
      episode: `heat:${crop.sowing}`,
      evidence: {
        from: hot[0]!.date,
        to: hot.at(-1)!.date,
        observed_until: observedUntil(days),
        figures: { max_c: maxC, hot_days: hot.length, threshold_c: thresholds.heatMaxC },
        series: seriesOf(window, (day) => day.maxC),
        source: 'weather',
      },
      values: { crop: crop.crop, maxC, date: hot[0]!.date, days: hot.length },
    });
  }
  return findings;
};
