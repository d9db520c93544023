import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/weather';
import { daysAsOf, type WeatherSpan } from '../../../functions/core/alerts/field-inputs';
import { sortedDays, spanWindow } from '../../../functions/core/alerts/team-run';
import type { RuleDay } from '../../../functions/core/alerts/rules/types';

/** A replay's fast window over a span reads the very days daysAsOf reads, forecast flags included. */
describe('spanWindow', () => {
  const days: RuleDay[] = [];
  for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
    // A gap (days the source has no value for) and a tail of forecast days.
    if (date >= '2026-05-10' && date <= '2026-05-14') continue;
    days.push({ date, rainMm: date.endsWith('7') ? 12 : 0, maxC: 33, minC: 22, windMs: 2, forecast: date >= '2026-11-27' });
  }
  const span: WeatherSpan = { days: new Map([...days].reverse().map((day) => [day.date, day])), source: 'demo' };

  it.each(['2026-01-03', '2026-03-01', '2026-05-12', '2026-06-30', '2026-11-20', '2026-11-27', '2026-12-30'])('on %s', (today) => {
    expect(spanWindow(sortedDays(span), today)).toEqual(daysAsOf(span, today));
  });
});
