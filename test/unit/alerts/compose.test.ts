import { describe, expect, it } from 'vitest';
import type { AlertEvidence } from '../../../shared/api/schemas/alerts';
import { ALERT_KINDS, ALERT_SEVERITIES, type AlertKind } from '../../../shared/domain/alerts';
import { countSms } from '../../../shared/domain/sms-segments';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { composeAlert, type AlertContent } from '../../../functions/core/alerts/compose';

/** A typical alert of each kind: a 20-character field name and realistic figures, as the rules and reminders give them. */
const FIELD = 'Kaduna North Maize 1';
const evidence = (figures: Record<string, number>): AlertEvidence => ({
  from: '2026-06-21',
  to: '2026-07-01',
  observed_until: '2026-06-28',
  figures,
  series: [
    { date: '2026-06-28', value: 0, forecast: false },
    { date: '2026-06-29', value: 0.2, forecast: true },
  ],
  source: 'weather',
});
const TYPICAL: Record<AlertKind, Pick<AlertContent, 'values' | 'evidence'>> = {
  onset: { values: { mm: 34, date: '2026-05-02' }, evidence: evidence({ rain_mm: 34.2 }) },
  false_start: { values: { mm: 26, days: 12, date: '2026-04-10' }, evidence: evidence({ rain_mm: 26, dry_days: 12 }) },
  dry_spell: { values: { days: 11, date: '2026-06-21' }, evidence: evidence({ dry_days: 11 }) },
  rain_returned: { values: { mm: 18, date: '2026-06-21' }, evidence: evidence({ rain_mm: 18 }) },
  heavy_rain: { values: { mm: 112, date: '2026-08-14' }, evidence: evidence({ rain_mm: 112 }) },
  heat: { values: { maxC: 37.5, date: '2026-08-02', crop: 'Maize' }, evidence: evidence({ max_c: 37.5 }) },
  anomaly: { values: { index: 'NDVI', value: 0.41, usual: 0.55, date: '2026-08-10', crop: 'Maize' }, evidence: evidence({ index: 0.41, usual_low: 0.55 }) },
  task_due: { values: { task: 'Apply urea top dressing', date: '2026-07-02' }, evidence: evidence({}) },
  expiry: { values: { plan: 'Farmer Plus', days: 7, date: '2026-12-31' }, evidence: evidence({}) },
};

const content = (kind: AlertKind, severity: (typeof ALERT_SEVERITIES)[number]): AlertContent => ({
  kind,
  severity,
  fieldName: kind === 'expiry' ? null : FIELD,
  ...TYPICAL[kind],
  url: 'https://app.example.ng/dashboard/farmsummary/info/F1',
});

const cases = ALERT_KINDS.flatMap((kind) => LANGUAGES.flatMap((language) => ALERT_SEVERITIES.map((severity) => ({ kind, language, severity }))));

describe('alert messages', () => {
  it.each(cases)('$kind ($severity) in $language has every text, and its SMS is one segment', ({ kind, language, severity }) => {
    const composed = composeAlert(content(kind, severity), language);
    for (const text of [composed.title, composed.text, composed.email.subject, composed.email.text, composed.sms.text, composed.whatsapp.text]) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/messages\./);
    }
    if (kind !== 'expiry') expect(composed.sms.text).toContain(FIELD);
    expect(countSms(composed.sms.text).segments, composed.sms.text).toBe(1);
    expect(composed.sms.count.segments).toBe(1);
  });

  it('writes the figures into the messages, rounded, and the days as a farmer reads them', () => {
    const composed = composeAlert(content('dry_spell', 'alert'), 'en');
    expect(composed.title).toBe('Long dry spell: 11 days without rain');
    // Day before month; in an SMS as digits (GSM alphabet, short), in the app and e-mail with the month's name.
    expect(composed.sms.text).toContain('11 days since 21/06');
    expect(composed.text).toContain('21 Jun');
    expect(composeAlert(content('dry_spell', 'alert'), 'yo').text).toContain('21 Oṣù Òkúdu');
    expect(composed.email.text).toContain('dry days: 11');
    expect(composed.email.text).toContain('Days from 29 Jun on are forecast.');
    expect(composed.email.html).toContain('href="https://app.example.ng/dashboard/farmsummary/info/F1"');
  });

  it('words a dry spell warning and alert differently', () => {
    expect(composeAlert(content('dry_spell', 'warning'), 'en').title).not.toBe(composeAlert(content('dry_spell', 'alert'), 'en').title);
  });

  it('keeps the Hausa full SMS when it fits, else sends the short form in the GSM alphabet', () => {
    const hausa = composeAlert(content('false_start', 'warning'), 'ha');
    expect(hausa.sms.count.encoding).toBe('GSM-7');
    const yoruba = composeAlert(content('dry_spell', 'alert'), 'yo');
    expect(yoruba.sms.text).toBe('FieldWatch IKILO Kaduna North Maize 1: ojo 11 lai si ojo, ire wa ninu ewu. E bomi rin.');
  });

  it('sends WhatsApp by the kind template with the title and text as parameters, Pidgin under the English code', () => {
    const pidgin = composeAlert(content('heavy_rain', 'warning'), 'pcm');
    expect(pidgin.whatsapp).toMatchObject({ template: 'fieldwatch_heavy_rain', language: 'en' });
    expect(pidgin.whatsapp.parameters).toEqual([pidgin.title, pidgin.text]);
    expect(pidgin.whatsapp.parameters[1]).toContain('Heavy rain dey come');
    expect(composeAlert(content('heavy_rain', 'warning'), 'yo').whatsapp.language).toBe('yo');
  });
});
