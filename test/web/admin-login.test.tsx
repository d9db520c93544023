import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { en } from './support/intl';

async function submit() {
  await userEvent.type(await screen.findByLabelText('Email Address'), 'admin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'admin-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin login', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('requires email and password with the admin texts', async () => {
    renderApp('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('signs a non-staff account out again and says it is not an administrator', async () => {
    vi.mocked(signIn).mockImplementation(async () => {
      mockSession({});
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    renderApp('/admin/login');
    await submit();
    expect((await screen.findAllByText(en(MESSAGES.notStaff))).length).toBeGreaterThan(0);
    expect(signOut).toHaveBeenCalled();
    expect(currentPath()).toBe('/admin/login');
  });

  it('admits staff to /admin/dashboard', async () => {
    mockProfileApi(userDetails({ is_staff: true }));
    vi.mocked(signIn).mockImplementation(async () => {
      mockSession({ groups: ['staff'] });
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    renderApp('/admin/login');
    await submit();
    expect(await screen.findByText('Login Successfully! Redirecting to dashboard...')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 3000 });
  });

  it('answers a wrong password with the wrong-credentials message of the spec, not a generic failure', async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    renderApp('/admin/login');
    await submit();
    // In the form's banner and the toast alike, and nothing else is said.
    expect(await screen.findAllByText(en(MESSAGES.badCredentials))).toHaveLength(2);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts.every((alert) => alert.textContent === en(MESSAGES.badCredentials))).toBe(true);
    expect(screen.queryByText(en(MESSAGES.somethingWrong))).toBeNull();
    expect(screen.queryByText('Incorrect username or password.')).toBeNull();
    expect(currentPath()).toBe('/admin/login');
  });

  it("answers any other failed sign-in with 'Something went wrong'", async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('x'), { name: 'InternalErrorException' }));
    renderApp('/admin/login');
    await submit();
    expect((await screen.findAllByText(en(MESSAGES.somethingWrong))).length).toBeGreaterThan(0);
  });
});
