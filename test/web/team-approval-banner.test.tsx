import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '../../shared/domain/admin';
import { AccountBanners } from '../../web/src/features/account/components/account-banners';
import { NO_SUBSCRIPTION, SubscriptionCard } from '../../web/src/features/account/components/subscription-card';
import { accountBanner, teamAwaitingApproval } from '../../web/src/features/account/banners';
import { en, WithEnglish } from './support/intl';
import { mockProfileApi, mockSession, renderApp, userDetails } from './render';

/** What the profile answers for a team with no plan: no plan name, and the team's approval by staff. */
const noPlan = (approved: boolean) => ({ current_subscription: null, subscription_approved: false, admin_approved: approved });
const gold = (approved: boolean) => ({ current_subscription: 'Gold', subscription_approved: true, admin_approved: approved });

function renderBanners(user: ReturnType<typeof userDetails>) {
  return render(
    <WithEnglish>
      <MemoryRouter>
        <AccountBanners user={user} />
      </MemoryRouter>
    </WithEnglish>,
  );
}

describe('the unapproved-team banner', () => {
  it('follows admin_approved of the team the user works in, with or without a plan', () => {
    expect(teamAwaitingApproval(null)).toBe(false);
    expect(teamAwaitingApproval(userDetails({ current_subscription: null }))).toBe(false);
    expect(teamAwaitingApproval(userDetails({ current_subscription: noPlan(true) }))).toBe(false);
    expect(teamAwaitingApproval(userDetails({ current_subscription: noPlan(false) }))).toBe(true);
    expect(teamAwaitingApproval(userDetails({ current_subscription: gold(false) }))).toBe(true);
  });

  it('a team without a plan still gets the subscribe banner, since the plan name is what counts', () => {
    const owner = userDetails({ owned_team: { id: 't', name: 'T', current_subscription: noPlan(true) }, current_subscription: noPlan(true) });
    expect(accountBanner(owner)).toBe('subscribe');
    const member = userDetails({ owned_team: null, user_team: 't', current_subscription: noPlan(true) });
    expect(accountBanner(member)).toBeNull();
  });

  it('an unapproved owner without a plan sees that paid services are paused, above the subscribe banner', () => {
    renderBanners(userDetails({ owned_team: { id: 't', name: 'T', current_subscription: noPlan(false) }, current_subscription: noPlan(false) }));
    const banner = screen.getByTestId('team-approval-banner');
    expect(banner.textContent).toBe(en(ADMIN_MESSAGES.unapprovedTeam));
    expect(banner.textContent).toMatch(/scheduled index computation and paid services .* are paused/);
    expect(screen.getByText('Want to enjoy all our services?')).toBeTruthy();
  });

  it('a member of a revoked team with a plan sees it beside the upgrade banner', () => {
    renderBanners(userDetails({ owned_team: null, user_team: 't', current_subscription: gold(false) }));
    expect(screen.getByText(en(ADMIN_MESSAGES.unapprovedTeam))).toBeTruthy();
    expect(screen.getByText('Not satisfied with your current plan?')).toBeTruthy();
  });

  it('an approved team sees no approval banner', () => {
    renderBanners(userDetails({ owned_team: null, user_team: 't', current_subscription: gold(true) }));
    expect(screen.queryByTestId('team-approval-banner')).toBeNull();
  });

  it('My Account shows no plan for a team that has none, even though the profile answers its approval', () => {
    render(
      <WithEnglish>
        <MemoryRouter>
          <SubscriptionCard user={userDetails({ owned_team: { id: 't', name: 'T', current_subscription: noPlan(false) }, current_subscription: noPlan(false) })} team={{ id: 't', name: 'T', isOwner: true }} />
        </MemoryRouter>
      </WithEnglish>,
    );
    expect(screen.getByText(en(NO_SUBSCRIPTION))).toBeTruthy();
  });
});

describe('the team dashboard of an unapproved team', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('says its scheduled index computation and paid services are stopped', async () => {
    mockProfileApi(userDetails({ owned_team: { id: 'team-1', name: 'Jane Farms', current_subscription: noPlan(false) }, current_subscription: noPlan(false) }));
    renderApp('/dashboard');
    expect(await screen.findByText(en(ADMIN_MESSAGES.unapprovedTeam))).toBeTruthy();
  });
});
