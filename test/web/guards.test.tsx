import { act, screen, waitFor } from '@testing-library/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { en } from './support/intl';

describe('route guards', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it.each(['/dashboard', '/dashboard/my-account', '/subscription/plans', '/dashboard/weather/forecast/9.1,8.7', '/admin/dashboard'])(
    "sends a visitor without a session from %s to /auth/login with 'Please login to continue'",
    async (path) => {
      mockSession(null);
      renderApp(path);
      expect(await screen.findByText(en(MESSAGES.loginRequired))).toBeTruthy();
      await waitFor(() => expect(currentPath()).toBe('/auth/login'));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    },
  );

  it('sends a signed-in user who is not staff from an admin route to /dashboard', async () => {
    mockSession({});
    mockProfileApi(userDetails());
    renderApp('/admin/configuration');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  });

  it('lets staff into the admin area, titled with the admin suffix', async () => {
    mockSession({ groups: ['staff'] });
    mockProfileApi(userDetails({ is_staff: true }));
    renderApp('/admin/configuration');
    expect(await screen.findByRole('heading', { name: 'Configurations', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Configurations | Admin Dashboard');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    for (const label of ['Dashboard', 'Configurations', 'Users', 'Team Mgt', 'Subscriptions', 'Payments', 'Tracking', 'Logout']) {
      expect(menu.textContent).toContain(label);
    }
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('shows placeholder pages with their titles for signed-in users', async () => {
    mockSession({});
    mockProfileApi(userDetails());
    renderApp('/dashboard/farmsummary/');
    expect(await screen.findByRole('heading', { name: 'Farm Summary', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Farm Summary | GIS');
  });

  it("follows Amplify's sign-in and sign-out events: a session ended elsewhere leaves the dashboard for the login page", async () => {
    mockSession({});
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    mockSession(null);
    const reads = vi.mocked(fetchAuthSession).mock.calls.length;
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh' }));
    // Not a sign-in or sign-out: the session is not read again.
    expect(vi.mocked(fetchAuthSession).mock.calls.length).toBe(reads);
    act(() => Hub.dispatch('auth', { event: 'signedOut' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    mockSession({});
    act(() => Hub.dispatch('auth', { event: 'signedIn', data: { username: 'farmer', userId: 'farmer' } }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('shows the admin login page without a session, titled Admin Login', async () => {
    mockSession(null);
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Admin!' })).toBeTruthy();
    expect(document.title).toBe('Admin Login | GIG');
  });
});
