import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { encodeResetToken } from '../../shared/domain/reset-token';
import { AUTH_TEXTS } from '../../web/src/features/auth/messages';
import { AUTH_ERROR_TEXTS } from '../../web/src/lib/auth-errors';
import { currentPath, mockSession, renderApp } from './render';

/** The pool's username of the account (an opaque id): what a reset link names instead of the e-mail. */
const USERNAME = '0b6e6a4c-1f0e-4d6c-9a55-3f1d2c7e8b90';

describe('forgot password', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('requires an email and checks its pattern', async () => {
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("switches to 'SUCCESSFULLY SENT' with an open-email button", async () => {
    vi.mocked(resetPassword).mockResolvedValue({ isPasswordReset: false } as never);
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(resetPassword).toHaveBeenCalledWith({ username: 'jane@example.com' });
    expect(await screen.findByRole('heading', { name: 'SUCCESSFULLY SENT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Email' })).toBeTruthy();
  });

  it('answers the same neutral text whether or not the address has an account', async () => {
    vi.mocked(resetPassword).mockResolvedValueOnce({ isPasswordReset: false } as never);
    const known = renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(AUTH_TEXTS.resetLinkSent)).toBeTruthy();
    const knownText = document.body.textContent;
    known.unmount();

    vi.mocked(resetPassword).mockRejectedValueOnce(Object.assign(new Error('Username/client id combination not found.'), { name: 'UserNotFoundException' }));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(AUTH_TEXTS.resetLinkSent)).toBeTruthy();
    expect(document.body.textContent).toBe(knownText);
    expect(screen.queryByText(AUTH_ERROR_TEXTS.noAccount)).toBeNull();
  });

  it("toasts 'Something went wrong' for an unknown failure", async () => {
    vi.mocked(resetPassword).mockRejectedValue(Object.assign(new Error('boom'), { name: 'InternalErrorException' }));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.somethingWrong)).toBeTruthy();
  });
});

describe('reset password', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('says the link is invalid for a malformed token', async () => {
    renderApp('/reset-password/not-a-token');
    expect(await screen.findByText(MESSAGES.resetInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(document.title).toBe('Reset Password | GIS');
  });

  it('validates both passwords: required, minimum 8, must match', async () => {
    renderApp(`/reset-password/${encodeResetToken(USERNAME, '123456')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(MESSAGES.passwordsDoNotMatchReset)).toBeTruthy();
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });

  it('confirms with the username and code of the token, then goes to /auth/login', async () => {
    vi.mocked(confirmResetPassword).mockResolvedValue(undefined);
    renderApp(`/reset-password/${encodeResetToken(USERNAME, '123456')}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(AUTH_TEXTS.chooseNewPassword)).toBeTruthy();
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: USERNAME,
      confirmationCode: '123456',
      newPassword: 'long-enough-1',
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'), { timeout: 4000 });
  });

  it('treats an expired or wrong code as an invalid link', async () => {
    vi.mocked(confirmResetPassword).mockRejectedValue(Object.assign(new Error('expired'), { name: 'ExpiredCodeException' }));
    renderApp(`/reset-password/${encodeResetToken(USERNAME, '123456')}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(MESSAGES.resetInvalid)).length).toBeGreaterThan(0);
  });

  it('says a link already used in this browser has expired as soon as it opens, without showing the form', async () => {
    vi.mocked(confirmResetPassword).mockResolvedValue(undefined);
    const token = encodeResetToken(USERNAME, '123456');
    const first = renderApp(`/reset-password/${token}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(confirmResetPassword).toHaveBeenCalled());
    first.unmount();

    renderApp(`/reset-password/${token}`);
    expect(await screen.findByText(MESSAGES.resetInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('refuses a forged token whose code is not 6 digits, or one carrying an e-mail address', async () => {
    renderApp(`/reset-password/${encodeResetToken(USERNAME, '12345')}`);
    expect(await screen.findByText(MESSAGES.resetInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('refuses an old-style link carrying the e-mail address', async () => {
    // base64url('jane@example.com'), as links were made before.
    renderApp('/reset-password/amFuZUBleGFtcGxlLmNvbQ.123456');
    expect(await screen.findByText(MESSAGES.resetInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('ends a code spent elsewhere, or of an account that is gone, in the expired text', async () => {
    vi.mocked(confirmResetPassword).mockRejectedValue(Object.assign(new Error('Username/client id combination not found.'), { name: 'UserNotFoundException' }));
    renderApp(`/reset-password/${encodeResetToken('4d1c0a9e-2b7f-4f0e-8c3a-6e5d4c3b2a10', '654321')}`);
    await userEvent.type(await screen.findByLabelText('New Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(MESSAGES.resetInvalid)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.queryByText('Username/client id combination not found.')).toBeNull();
  });
});
