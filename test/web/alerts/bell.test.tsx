import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELL_POLL_MS } from '../../../web/src/features/alerts/hooks/use-alert-bell';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from '../render';
import { alertFixture, alertsPage } from './alert-fixture';

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the alert bell in the top bar', () => {
  beforeEach(() => {
    mockSession({});
  });
  afterEach(() => {
    hideTab(false);
    vi.restoreAllMocks();
  });

  it('shows the unread count from a small request and lists the 5 newest with severity, field and time', async () => {
    const newest = [
      alertFixture('a1', { severity: 'alert', title: 'Heavy rain tomorrow on North field', kind: 'heavy_rain' }),
      alertFixture('a2', { read: true, field: null, kind: 'expiry', severity: 'info', title: 'Your subscription ends in 3 days' }),
    ];
    const api = mockProfileApi(userDetails(), { listAlerts: alertsPage(newest, 12) });
    renderApp('/dashboard/my-account');

    const bell = await screen.findByRole('button', { name: 'Alerts, 12 unread' });
    const [call] = api.calls('listAlerts');
    expect(call?.query.get('limit')).toBe('5');
    expect([...(call?.query.keys() ?? [])]).toEqual(['limit']);
    expect(within(bell).getByText('12')).toBeTruthy();

    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Latest alerts' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Heavy rain tomorrow on North field.*Act now · North field · 3 hours ago/),
      expect.stringMatching(/^Your subscription ends in 3 days.*Info · 3 hours ago$/),
      'See all alerts',
    ]);
    // The unread one is marked so, the read one not.
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('img', { name: 'Unread' })).toBeNull();
  });

  it('says so when there is no alert, and shows no count', async () => {
    mockProfileApi(userDetails(), { listAlerts: alertsPage([]) });
    renderApp('/dashboard/my-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, none unread' }));
    expect(await screen.findByText('No alerts yet.')).toBeTruthy();
  });

  it('choosing an alert marks it read and goes to its link; the count follows', async () => {
    let read = false;
    const api = mockProfileApi(userDetails(), {
      listAlerts: () => alertsPage([alertFixture('a1', { read })]),
      readAlert: (request) => {
        read = request.body?.read ?? true;
        return alertFixture(request.params.id ?? '', { read });
      },
      listFields: [],
    });
    renderApp('/dashboard/my-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Dry spell on North field/ }));

    await waitFor(() => expect(api.calls('readAlert')).toHaveLength(1));
    expect(api.calls('readAlert')[0]?.params).toEqual({ id: 'a1' });
    expect(api.calls('readAlert')[0]?.body).toEqual({ read: true });
    // The page loads on demand: the address changes once it has.
    await waitFor(() => expect(currentPath()).toBe('/dashboard/satellite-view'));
    expect(await screen.findByRole('button', { name: 'Alerts, none unread' })).toBeTruthy();
  });

  it('"See all alerts" opens the alerts page', async () => {
    mockProfileApi(userDetails(), { listAlerts: alertsPage([alertFixture('a1')]), listFields: [] });
    renderApp('/dashboard/my-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'See all alerts' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/alerts'));
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeTruthy();
  });

  it('asks again on coming back only when the count is 5 minutes old, and never while the tab is hidden', async () => {
    const api = mockProfileApi(userDetails(), { listAlerts: alertsPage([alertFixture('a1')]) });
    renderApp('/dashboard/my-account');
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    const bellCalls = () => api.calls('listAlerts').length;
    expect(bellCalls()).toBe(1);

    // Back on the window a moment later: the count is fresh, nothing is asked.
    window.dispatchEvent(new Event('focus'));
    expect(bellCalls()).toBe(1);

    const later = Date.now() + BELL_POLL_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    // Hidden: not even a stale count is asked for.
    await act(async () => hideTab(true));
    window.dispatchEvent(new Event('focus'));
    expect(bellCalls()).toBe(1);
    // Shown again with a count over 5 minutes old: asked once.
    await act(async () => hideTab(false));
    await waitFor(() => expect(bellCalls()).toBe(2));
    // And only once: the new answer is fresh.
    window.dispatchEvent(new Event('focus'));
    expect(bellCalls()).toBe(2);
  });
});
