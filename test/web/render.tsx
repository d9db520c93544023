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

/** Stubs fetch so GET /api/accounts/{id}/profile/ answers `profile`; returns the mock to inspect calls. */
export function mockProfileApi(profile: UserDetails | ((init: RequestInit | undefined, request: Request) => Response)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (typeof profile === 'function') return profile(init, request);
    // The member list of My Account: empty unless a test answers it itself.
    if (request.method === 'GET' && /\/members\/$/.test(new URL(request.url).pathname)) return Response.json([]);
    if (request.method === 'PUT') {
      // As the server answers PUT /accounts/{userId}/profile/: the confirmation and the user as stored.
      const body = (await request.json()) as Partial<UserDetails>;
      return Response.json({ detail: MESSAGES.accountUpdated, user: { ...profile, ...body } });
    }
    return Response.json(profile);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The whole app (routes, guards, lazy pages) at `path`, with a fresh store. */
export function renderApp(path: string, options: { config?: WebConfig; store?: AppStore } = {}) {
  const store = options.store ?? makeStore();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders config={options.config ?? TEST_CONFIG}>
        <RuntimeProviders store={store}>
          <AppRoutes />
          <LocationProbe />
        </RuntimeProviders>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, store };
}
