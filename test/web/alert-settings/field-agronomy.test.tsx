import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../../shared/api/routes';
import { FieldAgronomyPanel } from '../../../web/src/features/alert-settings/components/field-agronomy-panel';
import { makeStore } from '../../../web/src/app/store';
import { catalogueIn, en, WithEnglish } from '../support/intl';
import { mockApi } from '../support/mock-api';

type Agronomy = AnswerOf<'getFieldAgronomy'>;

function agronomy(extra: Partial<Agronomy> = {}): Agronomy {
  return {
    field: 'field-1',
    today: '2026-07-14',
    season: { crop: 'Maize', sowing: '2026-05-20', harvest: '2026-09-10', source: 'planned' },
    gdd_base_c: 10,
    gdd: 1812.6,
    rain_since_sowing_mm: 243.4,
    spray_windows: [
      { start: '2026-07-14T00:00:00Z', end: '2026-07-14T23:59:59Z', ok: true, reasons: [], wind_ms: 2.1, rain_mm: 0, max_c: 30 },
      { start: '2026-07-15T00:00:00Z', end: '2026-07-15T23:59:59Z', ok: false, reasons: ['wind', 'rain'], wind_ms: 6.5, rain_mm: 12, max_c: 29 },
    ],
    source: 'Open-Meteo',
    ...extra,
  };
}

/** A calendar day as the panel writes it in `language` (through Intl, as the user's language formats it). */
const longDay = (language: string, day: string) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const weekDay = (language: string, day: string) => new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

function renderPanel(answer: Agronomy, language: 'en' | 'ha' = 'en') {
  const api = mockApi({ getFieldAgronomy: answer });
  render(
    <Provider store={makeStore()}>
      <WithEnglish catalogue={language === 'en' ? undefined : catalogueIn(language)}>
        <FieldAgronomyPanel fieldId="field-1" />
      </WithEnglish>
    </Provider>,
  );
  return api;
}

describe("the field's agronomy panel", () => {
  it('shows the season with its sowing date, degree days and rain since sowing, and each day’s spray advice with its reasons', async () => {
    const api = renderPanel(agronomy());
    const panel = await screen.findByRole('region', { name: en('alert-settings.agronomy.title') });
    expect(await within(panel).findByText(en('alert-settings.agronomy.seasonPlanned', { crop: 'Maize', date: longDay('en', '2026-05-20') }))).toBeTruthy();
    expect(within(panel).getByText(en('alert-settings.agronomy.gddLabel', { base: 10 }))).toBeTruthy();
    // Written as the language writes numbers: 1,813 in English.
    expect(within(panel).getByText(en('alert-settings.agronomy.gddValue', { value: '1,813' }))).toBeTruthy();
    expect(within(panel).getByText(en('alert-settings.agronomy.rainValue', { value: 243 }))).toBeTruthy();

    const today = within(panel).getByRole('listitem', { name: en('alert-settings.agronomy.today') });
    expect(within(today).getByText(en('alert-settings.agronomy.sprayOk'))).toBeTruthy();
    const tomorrow = within(panel).getByRole('listitem', { name: weekDay('en', '2026-07-15') });
    expect(within(tomorrow).getByText(en('alert-settings.agronomy.sprayNo'))).toBeTruthy();
    expect(within(tomorrow).getByText(`${en('alert-settings.agronomy.reason.wind')} · ${en('alert-settings.agronomy.reason.rain')}`)).toBeTruthy();
    expect(tomorrow.textContent).toContain(en('alert-settings.agronomy.wind', { value: 6.5 }));
    expect(api.calls('getFieldAgronomy')[0]?.query.get('field')).toBe('field-1');
  });

  it('says when the season was detected from the images', async () => {
    renderPanel(agronomy({ season: { crop: 'Sorghum', sowing: '2026-06-02', harvest: null, source: 'detected' } }));
    expect(await screen.findByText(en('alert-settings.agronomy.seasonDetected', { crop: 'Sorghum', date: longDay('en', '2026-06-02') }))).toBeTruthy();
  });

  it('without a season in the field, explains that the sums count from sowing', async () => {
    renderPanel(agronomy({ season: null, gdd: null, rain_since_sowing_mm: null }));
    expect(await screen.findByText(en('alert-settings.agronomy.noSeason'))).toBeTruthy();
    expect(screen.queryByText(en('alert-settings.agronomy.rainLabel'))).toBeNull();
  });

  it('speaks Hausa, its dates and numbers written as Hausa writes them', async () => {
    renderPanel(agronomy(), 'ha');
    const hausa = catalogueIn('ha').messages;
    expect(await screen.findByRole('region', { name: hausa['alert-settings.agronomy.title'] })).toBeTruthy();
    // The card's title shows at once; the days come with the answer.
    expect(await screen.findByText(hausa['alert-settings.agronomy.today'] ?? '')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: weekDay('ha', '2026-07-15') })).toBeTruthy();
    const gdd = (hausa['alert-settings.agronomy.gddValue'] ?? '').replace('{value}', new Intl.NumberFormat('ha').format(1813));
    expect(screen.getByText(gdd)).toBeTruthy();
    expect(screen.queryByText(en('alert-settings.agronomy.sprayOk'))).toBeNull();
  });
});
