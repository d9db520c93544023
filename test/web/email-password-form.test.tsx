import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from 'aws-amplify/auth';
import { EmailPasswordForm } from '../../web/src/features/auth/components/email-password-form';
import { AUTH_TEXTS } from '../../web/src/features/auth/messages';
import { mockSession, renderApp } from './render';
import { en, WithEnglish } from './support/intl';

describe('the e-mail and password form shared by the login pages', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('says each empty input under it, sends nothing, then hands over the trimmed e-mail and the password', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(
      <WithEnglish>
        <EmailPasswordForm name="Try sign in" idPrefix="try" emailLabel="Work e-mail" emailRequired="Work e-mail is required" busy={false} onSubmit={onSubmit} onInvalid={onInvalid} />
      </WithEnglish>,
    );
    const form = screen.getByRole('form', { name: 'Try sign in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(within(form).getByText('Work e-mail is required')).toBeTruthy();
    expect(within(form).getByText(en(AUTH_TEXTS.passwordRequired))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Work e-mail'), '  ada@example.com ');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-1' }, expect.anything());
    expect(within(form).queryByText(en(AUTH_TEXTS.passwordRequired))).toBeNull();
  });

  it('shows Authenticating... while busy', () => {
    render(
      <WithEnglish>
        <EmailPasswordForm name="Busy" idPrefix="busy" emailLabel="Email" busy onSubmit={vi.fn()} />
      </WithEnglish>,
    );
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeTruthy();
  });

  it('is the form of both the login page and the admin login page', async () => {
    vi.mocked(signIn).mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }));
    const login = renderApp('/auth/login');
    const userForm = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(userForm).getByLabelText('Email').id).toBe('login-email');
    expect(within(userForm).getByLabelText('Password').id).toBe('login-password');
    login.unmount();

    renderApp('/admin/login');
    const adminForm = await screen.findByRole('form', { name: 'Admin sign in' });
    expect(within(adminForm).getByLabelText('Email Address').id).toBe('admin-email');
    expect(within(adminForm).getByLabelText('Password').id).toBe('admin-password');
  });
});
