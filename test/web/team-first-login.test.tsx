import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { en } from './support/intl';


function authError(name: string, message = name) {
  return Object.assign(new Error(message), { name });
}

async function signInWithTemporaryPassword() {
  vi.mocked(signIn).mockResolvedValue({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
  } as never);
  renderApp('/auth/login');
  await userEvent.type(await screen.findByLabelText('Email'), 'invitee@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Temp-Pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('form', { name: 'Set a new password' });
}

describe('first login of an invited member', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('asks for a new password, checks it, then continues the normal login', async () => {
    mockProfileApi(userDetails({ owned_team: null, user_team: 'team-1' }));
    vi.mocked(confirmSignIn).mockImplementation(async () => {
      mockSession({});
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    await signInWithTemporaryPassword();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(en(MESSAGES.passwordTooShort))).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'My-Own-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText(en(MESSAGES.passwordsDoNotMatchReset))).toBeTruthy();
    expect(confirmSignIn).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'My-Own-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'My-Own-Pass-1' });
    expect(await screen.findByText('Login Successfully! Redirecting to dashboard...')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 3000 });
  });

  it("shows a refused password under the field in our words, not Cognito's", async () => {
    vi.mocked(confirmSignIn).mockRejectedValue(authError('InvalidPasswordException', 'Password must have symbol characters'));
    await signInWithTemporaryPassword();
    await userEvent.type(screen.getByLabelText('New Password'), 'plainpassword');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'plainpassword');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect((await screen.findAllByText('This password is not accepted. Use at least 8 characters, with no space at the start or end.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Password must have symbol characters')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeTruthy();
    expect(currentPath()).toBe('/auth/login');
  });
});
