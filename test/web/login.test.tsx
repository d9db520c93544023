import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signInWithRedirect } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { currentPath, mockProfileApi, mockSession, renderApp, TEST_CONFIG, userDetails } from './render';
import { en } from './support/intl';

function authError(name: string) {
  return Object.assign(new Error(name), { name });
}

async function submitCredentials(email = 'jane@example.com', password = 'correct-horse') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('sends someone already signed in straight to the dashboard', async () => {
    mockSession({});
    mockProfileApi(userDetails());
    renderApp('/auth/login');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends a signed-in staff member from the login page to the admin dashboard', async () => {
    mockSession({ groups: ['staff'] });
    mockProfileApi(userDetails({ is_staff: true }));
    renderApp('/auth/login');
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
  });

  it('requires email and password', async () => {
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
    expect(document.title).toBe('Login | GIS');
  });

  it('has links to forgot password and register, and no Google button unless configured', async () => {
    renderApp('/auth/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('shows the Google button when Google is enabled and redirects to Google', async () => {
    renderApp('/auth/login', { config: { ...TEST_CONFIG, googleEnabled: true, oauthDomain: 'auth.example.com' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(signInWithRedirect).toHaveBeenCalledWith({ provider: 'Google' });
  });

  it('toasts the bad-credentials text for NotAuthorizedException', async () => {
    vi.mocked(signIn).mockRejectedValue(authError('NotAuthorizedException'));
    renderApp('/auth/login');
    await submitCredentials();
    expect(await screen.findByText(en(MESSAGES.badCredentials))).toBeTruthy();
  });

  it('toasts the unexpected-error text for anything else', async () => {
    vi.mocked(signIn).mockRejectedValue(authError('InternalErrorException'));
    renderApp('/auth/login');
    await submitCredentials();
    expect(await screen.findByText(en(MESSAGES.unexpected))).toBeTruthy();
  });

  it('goes to the confirmation-code step for an unconfirmed account', async () => {
    vi.mocked(signIn).mockRejectedValue(authError('UserNotConfirmedException'));
    renderApp('/auth/login');
    await submitCredentials();
    expect(await screen.findByLabelText('Confirmation code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('signs in with USER_PASSWORD_AUTH on the local stage and sends staff to /admin/dashboard', async () => {
    mockProfileApi(userDetails({ is_staff: true }));
    vi.mocked(signIn).mockImplementation(async () => {
      mockSession({ groups: ['staff'] });
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    renderApp('/auth/login');
    await submitCredentials();
    expect(signIn).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 'correct-horse',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(await screen.findByText('Login Successfully! Redirecting to dashboard...')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 3000 });
  });

  it('sends other users to /dashboard', async () => {
    mockProfileApi(userDetails());
    vi.mocked(signIn).mockImplementation(async () => {
      mockSession({});
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    renderApp('/auth/login', { config: { ...TEST_CONFIG, userPoolEndpoint: undefined } });
    await submitCredentials();
    expect(signIn).toHaveBeenCalledWith({ username: 'jane@example.com', password: 'correct-horse', options: undefined });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 3000 });
  });
});
