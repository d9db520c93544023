import type { LoadedCatalogue } from '../../shared/i18n/catalogue';
import { MESSAGES } from '../../shared/domain/accounts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { WebConfig } from '../../shared/api/web-config';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import { AppProviders } from '../../web/src/app/providers';
import { AppRoutes } from '../../web/src/app/routes';
import { RuntimeProviders } from '../../web/src/app/runtime';
import { makeStore, type AppStore } from '../../web/src/app/store';
import { ENGLISH_CATALOGUE } from './support/intl';
import { mockApi, type ApiAnswers, type MockedApi } from './support/mock-api';

export const TEST_CONFIG: WebConfig = {
  stage: 'test',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_TEST',
  userPoolClientId: 'test-client',
  userPoolEndpoint: 'http://localhost:3000/cognito',
  googleEnabled: false,
};

export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 'user-1',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    is_staff: false,
    owned_team: { id: 'team-1', name: 'Jane Farms', current_subscription: null },
    user_team: null,
    current_subscription: null,
    ...overrides,
  };
}

/** Makes fetchAuthSession answer like a signed-in Cognito user (or nobody when `null`). */
export function mockSession(session: { sub?: string; groups?: string[]; firstName?: string; lastName?: string } | null) {
  vi.mocked(fetchAuthSession).mockImplementation(async () =>
    session
      ? ({
          tokens: {
            idToken: {
              payload: {
                sub: session.sub ?? 'user-1',
                email: 'jane@example.com',
                given_name: session.firstName ?? 'Jane',
                family_name: session.lastName ?? 'Doe',
                ...(session.groups ? { 'cognito:groups': session.groups } : {}),
              },
              toString: () => 'id-token',
            },
            accessToken: { payload: {}, toString: () => 'access-token' },
          },
        } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>)
      : ({ tokens: undefined } as Awaited<ReturnType<typeof fetchAuthSession>>),
  );
}

/**
 * The API of a signed-in user: their profile (GET, and PUT answering as the server does: the confirmation and the
 * user as stored), an empty member list for My Account, and any other routes' `answers` (test/web/support/mock-api.ts).
 */
export function mockProfileApi(profile: UserDetails, answers: ApiAnswers = {}): MockedApi {
  return mockApi({
    getProfile: profile,
    listTeamMembers: [],
    updateProfile: (request) => ({ detail: MESSAGES.accountUpdated, user: { ...profile, ...request.body } }),
    ...answers,
  });
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The whole app (routes, guards, lazy pages) at `path`, with a fresh store. */
export function renderApp(path: string, options: { config?: WebConfig; store?: AppStore; catalogue?: LoadedCatalogue } = {}) {
  const store = options.store ?? makeStore();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders config={options.config ?? TEST_CONFIG} catalogue={options.catalogue ?? ENGLISH_CATALOGUE}>
        <RuntimeProviders store={store}>
          <AppRoutes />
          <LocationProbe />
        </RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, store };
}
