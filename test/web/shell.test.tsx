import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { AccountBanners } from '../../web/src/features/account/components/account-banners';
import { accountBanner } from '../../web/src/features/account/banners';
import { InitialsAvatar } from '../../web/src/components/initials-avatar';
import { initials } from '../../web/src/lib/initials';
import { ConfigProvider } from '../../web/src/lib/config';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n/languages';
import { catalogueIn, en, WithEnglish } from './support/intl';
import { forgetUserLanguage } from '../../web/src/lib/use-user-language';
import { currentPath, mockProfileApi, mockSession, renderApp, TEST_CONFIG, userDetails } from './render';
import { phoneMatchMedia } from './media-query';

const GOLD = { current_subscription: 'Gold', subscription_approved: true, admin_approved: true };

describe('avatar initials', () => {
  it('takes the upper-case first letters of first and last name', () => {
    expect(initials('jane', 'doe')).toBe('JD');
    expect(initials(' ada ', 'Lovelace')).toBe('AL');
  });

  it('shows nothing when either name is empty', () => {
    expect(initials('', 'Doe')).toBe('');
    expect(initials('Jane', '  ')).toBe('');
    expect(initials(undefined, null)).toBe('');
    render(<InitialsAvatar firstName="Jane" lastName="" />);
    expect(screen.getByTestId('user-avatar').textContent).toBe('');
  });
});

describe('dashboard banners', () => {
  it('picks the banner from user_details', () => {
    expect(accountBanner(null)).toBeNull();
    expect(accountBanner(userDetails())).toBe('subscribe');
    expect(accountBanner(userDetails({ owned_team: { id: 't', name: 'T', current_subscription: GOLD } }))).toBe('upgrade');
    expect(accountBanner(userDetails({ owned_team: null, user_team: null }))).toBe('no-team');
    expect(accountBanner(userDetails({ owned_team: null, user_team: 'team-2', current_subscription: GOLD }))).toBe('upgrade');
    expect(accountBanner(userDetails({ owned_team: null, user_team: 'team-2', current_subscription: null }))).toBeNull();
  });

  function renderBanner(user: ReturnType<typeof userDetails>) {
    return render(
      <MemoryRouter>
        <AccountBanners user={user} />
      </MemoryRouter>,
      { wrapper: WithEnglish },
    );
  }

  it('owned team without a subscription: warning with Click Here to Subscribe', () => {
    renderBanner(userDetails());
    expect(screen.getByText('Want to enjoy all our services?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Click Here to Subscribe' }).getAttribute('href')).toBe('/subscription/plans');
  });

  it('no team: error with Contact the administrator, a mail to the stage support address', () => {
    render(
      <MemoryRouter>
        <ConfigProvider config={{ ...TEST_CONFIG, supportEmail: 'help@farm.example' }}>
          <WithEnglish>
            <AccountBanners user={userDetails({ owned_team: null, user_team: null })} />
          </WithEnglish>
        </ConfigProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(en(MESSAGES.noTeam))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact the administrator' }).getAttribute('href')).toMatch(/^mailto:help@farm\.example\?subject=/);
  });

  it('team with a subscription: info with Click Here to Upgrade', () => {
    renderBanner(userDetails({ owned_team: { id: 't', name: 'T', current_subscription: GOLD } }));
    expect(screen.getByText('Not satisfied with your current plan?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Click Here to Upgrade' }).getAttribute('href')).toBe('/subscription/plans');
  });
});

describe('dashboard shell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows the banner, the initials and the menu groups', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    expect(await screen.findByText('Want to enjoy all our services?')).toBeTruthy();
    expect(screen.getByTestId('user-avatar').textContent).toBe('JD');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const group of ['Farm Management', 'Crop Plan Development', 'Satellite Field Monitoring', 'Weather Forecast & Update']) {
      expect(within(nav).getByRole('button', { name: group })).toBeTruthy();
    }
  });

  it('expands groups only while the drawer is open and collapses them all on close', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const farm = within(nav).getByRole('button', { name: 'Farm Management' });
    await userEvent.click(farm);
    expect(farm.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Farm Summary' }).getAttribute('href')).toBe('/dashboard/farmsummary/');
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(farm.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(farm.getAttribute('aria-expanded')).toBe('false');
  });

  it('below sm the menu is a temporary drawer behind the menu button that closes on navigation', async () => {
    vi.stubGlobal('matchMedia', phoneMatchMedia);
    mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    const open = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(open);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Farm Management' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });

  it('offers Admin in the profile menu to staff only', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    for (const item of ['Dashboard', 'My Profile', 'Manage Role', 'Manage User', 'Logout']) {
      expect(within(menu).getByRole('menuitem', { name: item })).toBeTruthy();
    }
  });

  it('shows Admin to staff', async () => {
    mockSession({ groups: ['staff'] });
    mockProfileApi(userDetails({ is_staff: true }));
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    expect((await screen.findByRole('menuitem', { name: 'Admin' })).getAttribute('href')).toBe('/admin/dashboard/');
  });

  it("logs out: toast 'You have been logged out.' then /auth/login, without the login-required toast", async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(screen.queryByText(en(MESSAGES.loginRequired))).toBeNull();
  });

  it('toasts the unexpected-error text when sign-out fails and stays', async () => {
    mockProfileApi(userDetails());
    vi.mocked(signOut).mockRejectedValueOnce(new Error('network'));
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText(en(MESSAGES.unexpected))).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
  });

  it('speaks Pidgin with the translation-in-review note at the foot of the menu', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard', { catalogue: catalogueIn('pcm') });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const group of ['Farm Management', 'Crop Plan', 'Satellite Farm Monitoring', 'Weather Forecast & News']) {
      expect(within(nav).getByRole('button', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Close di menu' })).toBeTruthy();
    expect(screen.getByTestId('translation-review-note').textContent).toBe(catalogueIn('pcm').messages['app.translationInReview']);
    await userEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Comot' })).toBeTruthy();
  });

  it('shows no review note in English', async () => {
    mockProfileApi(userDetails());
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: en('app.menu.main') });
    expect(screen.queryByTestId('translation-review-note')).toBeNull();
  });

  it("switches to the user's own language once signed in, and remembers it", async () => {
    forgetUserLanguage();
    mockProfileApi(userDetails({ language: 'ha' }));
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Babban menu' }, { timeout: 5000 });
    expect(within(nav).getByRole('button', { name: 'Kula da gona' })).toBeTruthy();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ha');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
