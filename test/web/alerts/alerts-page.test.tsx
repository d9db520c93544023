import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertItem } from '../../../shared/api/schemas/alerts';
import { mockProfileApi, mockSession, renderApp, userDetails } from '../render';
import { fieldFixture } from '../field-fixture';
import type { ApiAnswers } from '../support/mock-api';
import { catalogueIn } from '../support/intl';
import { alertFixture, alertsPage } from './alert-fixture';

const FIELDS = [fieldFixture('f1', 'North field'), fieldFixture('f2', 'River plot')];

/** The alerts page with the bell's and the list's answers: `list` answers the page's requests (limit 20). */
function openPage(list: ApiAnswers['listAlerts'], more: ApiAnswers = {}, path = '/dashboard/alerts', catalogue = catalogueIn('en')) {
  const api = mockProfileApi(userDetails(), {
    listFields: FIELDS,
    listAlerts: (request) => {
      if (request.query.get('limit') === '5') return alertsPage([], 0);
      return typeof list === 'function' ? list(request) : (list ?? alertsPage([]));
    },
    ...more,
  });
  renderApp(path, { catalogue });
  const pageCalls = () => api.calls('listAlerts').filter((call) => call.query.get('limit') !== '5');
  return { api, pageCalls };
}

const article = (title: string | RegExp) => screen.findByRole('article', { name: title });

describe('the alerts page', () => {
  beforeEach(() => {
    mockSession({});
  });

  it('shows each alert with its severity, kind, field link, evidence (forecast days said) and channels in words', async () => {
    const alert = alertFixture('a1', {
      deliveries: [
        { channel: 'in_app', status: 'sent', reason: null, segments: null, text: null },
        { channel: 'email', status: 'sent', reason: null, segments: null, text: null },
        { channel: 'sms', status: 'skipped', reason: 'allowance_used', segments: null, text: null },
        { channel: 'whatsapp', status: 'skipped', reason: 'phone_unverified', segments: null, text: null },
      ],
    });
    const { pageCalls } = openPage(alertsPage([alert]));
    const card = await article('Dry spell on North field (a1)');
    expect(screen.getByRole('heading', { name: 'Alerts', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Alerts | GIS');
    expect(pageCalls()[0]?.query.toString()).toBe('limit=20');

    expect(within(card).getByText('Warning')).toBeTruthy();
    expect(within(card).getByText('Dry spell')).toBeTruthy();
    expect(within(card).getByText('3 hours ago')).toBeTruthy();
    expect(within(card).getByText(alert.text)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'North field' }).getAttribute('href')).toBe('/dashboard/satellite-view?field=f1');

    // The evidence: the period, which days are forecast, the figures with their units, the bars, the source.
    expect(within(card).getByText('Jun 1 to Jun 7')).toBeTruthy();
    expect(within(card).getByText('Observed until Jun 5; the days after it are forecast.')).toBeTruthy();
    expect(within(card).getByText('Dry days').nextElementSibling?.textContent).toBe('7');
    expect(within(card).getByText('Rain').nextElementSibling?.textContent).toBe('0.4 mm');
    const chart = within(card).getByRole('img', { name: 'Day by day, Jun 1 to Jun 6' });
    expect([...chart.querySelectorAll('rect title')].map((title) => title.textContent)).toEqual(['Jun 1: 0.2 mm', 'Jun 2: 0 mm', 'Jun 6: 0.2 mm (forecast)']);
    expect(within(card).getByText('From the field’s weather: observed and forecast')).toBeTruthy();

    // What became of it: in the app goes without saying; the others in words, the reasons named.
    const deliveries = within(card).getByRole('heading', { name: 'How it reached you' }).nextElementSibling as HTMLElement;
    expect(within(deliveries).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-mail: sent',
      'SMS not sent: your team’s monthly SMS allowance is used up',
      'WhatsApp not sent: your phone number is not verified yet',
    ]);
  });

  it('says a held message waits for the quiet hours, and an alert without a field opens its own link', async () => {
    const expiry = alertFixture('a2', {
      kind: 'expiry',
      severity: 'info',
      field: null,
      title: 'Your subscription ends soon',
      link: '/subscription/plans',
      evidence: { from: '2026-06-10', to: '2026-06-10', observed_until: null, figures: { days: 3 }, series: [], source: 'subscription' },
      deliveries: [{ channel: 'sms', status: 'queued', reason: 'quiet_hours', segments: 1, text: 'Your plan ends in 3 days' }],
    });
    openPage(alertsPage([expiry]));
    const card = await article('Your subscription ends soon');
    expect(within(card).getByText('SMS: held until your quiet hours end')).toBeTruthy();
    expect(within(card).getByText('From the team’s subscription')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/subscription/plans');
  });

  it('sends the filters chosen in the query and starts again from the first page', async () => {
    const { pageCalls } = openPage((request) =>
      alertsPage(request.query.get('kind') === 'heavy_rain' ? [alertFixture('h1', { kind: 'heavy_rain', title: 'Heavy rain on River plot' })] : [alertFixture('a1')]),
    );
    await article('Dry spell on North field (a1)');

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Heavy rain and flood risk' }));
    await article('Heavy rain on River plot');
    expect(pageCalls().at(-1)?.query.toString()).toBe('kind=heavy_rain&limit=20');

    await userEvent.click(screen.getByRole('combobox', { name: 'Field' }));
    await userEvent.click(await screen.findByRole('option', { name: 'River plot' }));
    await waitFor(() => expect(pageCalls().at(-1)?.query.get('field')).toBe('f2'));
    expect(pageCalls().at(-1)?.query.get('kind')).toBe('heavy_rain');

    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-06-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(pageCalls().at(-1)?.query.toString()).toBe('field=f2&kind=heavy_rain&from=2026-06-01&unread=true&limit=20'));

    // Cleared: the first, unfiltered list again (still held, so not asked twice).
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await article('Dry spell on North field (a1)');
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toBe('All kinds');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('reads the filters from the address', async () => {
    const { pageCalls } = openPage(alertsPage([]), {}, '/dashboard/alerts?kind=onset&to=2026-07-01&kind2=x');
    expect(await screen.findByText('No alerts match these filters.')).toBeTruthy();
    expect(pageCalls()[0]?.query.toString()).toBe('kind=onset&to=2026-07-01&limit=20');
    expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toBe('Rains established');
  });

  it('"Load more" asks the next page by its cursor and adds it below', async () => {
    const { pageCalls } = openPage((request) =>
      request.query.get('cursor') === 'page-2' ? alertsPage([alertFixture('a3')], 3, null) : alertsPage([alertFixture('a1'), alertFixture('a2')], 3, 'page-2'),
    );
    await article('Dry spell on North field (a2)');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await article('Dry spell on North field (a3)');
    expect(pageCalls().at(-1)?.query.get('cursor')).toBe('page-2');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['alert-a1-title', 'alert-a2-title', 'alert-a3-title']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks an alert read and unread again', async () => {
    let stored: AlertItem = alertFixture('a1');
    const { api } = openPage(() => alertsPage([stored]), {
      readAlert: (request) => {
        stored = { ...stored, read: request.body?.read ?? true };
        return stored;
      },
    });
    const card = await article('Dry spell on North field (a1)');
    expect(within(card).getByText('Unread')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(card).queryByText('Unread')).toBeNull());
    expect(api.calls('readAlert').map((call) => call.body)).toEqual([{ read: true }]);

    await userEvent.click(await within(card).findByRole('button', { name: 'Mark as unread' }));
    await within(card).findByText('Unread');
    expect(api.calls('readAlert').map((call) => call.body)).toEqual([{ read: true }, { read: false }]);
  });

  it('with no alert at all explains what is watched and links to the settings', async () => {
    openPage(alertsPage([]));
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeTruthy();
    for (const watched of ['a dry spell sets in while a crop is in the field, and when the rain returns', 'heavy rain or a flood is forecast', 'heat threatens a crop around flowering']) {
      expect(screen.getByText(watched)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Choose how alerts reach you' }).getAttribute('href')).toBe('/dashboard/my-account#alerts');
  });

  it('speaks Hausa: the kind, the severity and why a channel was not used, with the time through Intl', async () => {
    const hausa = catalogueIn('ha').messages;
    const alert = alertFixture('a1', { deliveries: [{ channel: 'sms', status: 'skipped', reason: 'allowance_used', segments: null, text: null }] });
    openPage(alertsPage([alert]), {}, '/dashboard/alerts', catalogueIn('ha'));
    const card = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hausa['alerts.page.title']);
    expect(within(card).getByText('Fari')).toBeTruthy();
    expect(within(card).getByText('Gargaɗi')).toBeTruthy();
    expect(within(card).getByText('Ba a aika SMS ba: ƙungiyarku ta gama adadin SMS na wata')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Sanya an karanta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Faɗakarwa, babu sabo' })).toBeTruthy();
  });
});
