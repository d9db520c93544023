import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlan } from '../../shared/api/schemas/plans';
import type { Role, TeamMember } from '../../shared/api/schemas/roles';
import { PlanCard } from '../../web/src/features/subscriptions/components/plan-card';
import { RoleAccessCard } from '../../web/src/features/team/components/role-access-card';
import { mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { catalogueIn, en, WithEnglish } from './support/intl';
import { reply } from './support/mock-api';

describe('the language setting of My Account', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });
  afterEach(() => window.localStorage.clear());

  it('switches the app to Hausa at once, saves the choice in the profile and confirms it in Hausa', async () => {
    const api = mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: en('account.languageCard') });
    await userEvent.click(within(card).getByRole('combobox', { name: en('app.language') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hausa' }));

    const hausa = catalogueIn('ha').messages;
    expect(await screen.findByRole('heading', { name: hausa['account.title'], level: 1 })).toBeTruthy();
    expect(await screen.findByText(hausa['account.languageSaved'] ?? '')).toBeTruthy();
    const put = api.calls('updateProfile')[0];
    // The names go back as they are; only the language changes.
    expect(put?.body).toEqual({ first_name: 'Jane', last_name: userDetails().last_name, language: 'ha' });
    expect(screen.getByRole('button', { name: hausa['account.save'] })).toBeTruthy();
    expect(within(card).getByTestId('translation-review-note')).toBeTruthy();
  });

  it('says so, in the language chosen, when the setting could not be saved', async () => {
    mockProfileApi(userDetails(), { updateProfile: reply(500, { detail: 'nope' }) });
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: en('account.languageCard') });
    await userEvent.click(within(card).getByRole('combobox', { name: en('app.language') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Igbo' }));
    expect(await screen.findByText(catalogueIn('ig').messages['account.languageNotSaved'] ?? '')).toBeTruthy();
  });
});

describe('plans and roles in Igbo', () => {
  const igbo = catalogueIn('ig');
  const text = (id: string) => igbo.messages[id] ?? '';

  it('shows a plan card in Igbo, its price in naira as Igbo writes it', () => {
    const plan: PublicPlan = {
      id: 'plan-pro',
      name: 'Pro',
      unit: '1',
      duration: 'monthly',
      services: [{ id: 's-users', service: 'users', name: 'Team_users', amount_per_unit: 12500 }],
      min_users_in_team_allocated: 2,
      max_users_in_team_allocated: 10,
      min_farm_area_allocated: 5,
      max_farm_area_allocated: 800,
    };
    render(
      <WithEnglish catalogue={igbo}>
        <PlanCard plan={plan} busy={false} onStart={() => undefined} />
      </WithEnglish>,
    );
    const card = screen.getByRole('article', { name: 'Pro' });
    expect(within(card).getByRole('button', { name: text('subscriptions.plans.getStarted') })).toBeTruthy();
    expect(within(card).getByText('hekta 1 kwa ọnwa', { exact: false })).toBeTruthy();
    expect(within(card).getByText(new Intl.NumberFormat('ig', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }).format(12500))).toBeTruthy();
    expect(within(card).getByText('Ndị ọrụ e kenyere: 2 - 10')).toBeTruthy();
    expect(within(card).queryByText(en('subscriptions.plans.getStarted'))).toBeNull();
  });

  it("shows a role's permissions and holders in Igbo; the role's own name stays as the team wrote it", () => {
    const role: Role = { id: 'r1', name: 'Scout', description: 'Walks the fields', team: 't', privileges: ['field.view_field', 'weather.view_weather'], is_owner: false };
    const members: TeamMember[] = [];
    render(
      <WithEnglish catalogue={igbo}>
        <SnackbarProvider>
          <MemoryRouter>
            <RoleAccessCard role={role} members={{ data: members, isError: false }} />
          </MemoryRouter>
        </SnackbarProvider>
      </WithEnglish>,
    );
    const card = screen.getByRole('region', { name: text('team.roleAccess') });
    expect(within(card).getByText('Scout')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Ikike Scout' })).toBeTruthy();
    expect(within(card).getByText('Nwere ike ịhụ ubi')).toBeTruthy();
    expect(within(card).getByText(text('team.permission.weather.view_weather'))).toBeTruthy();
    expect(within(card).getByText(text('team.noMembersWithRole'))).toBeTruthy();
  });
});
