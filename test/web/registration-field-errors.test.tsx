import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { AUTH_ERROR_TEXTS } from '../../web/src/lib/auth-errors';
import { mockSession, renderApp } from './render';
import { en } from './support/intl';

async function register() {
  renderApp('/auth/register');
  await screen.findByRole('button', { name: 'Create Account' });
  await userEvent.type(screen.getByLabelText('First Name'), 'Jane');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');
  await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The message an input announces: its helper text, tied to it by aria-describedby. */
function describedText(label: string): string {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

describe('a refused registration says why under the input concerned', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('a password Cognito refuses: the message under Password, marked invalid, and no banner above the form', async () => {
    vi.mocked(signUp).mockRejectedValue(Object.assign(new Error('Password did not conform with policy'), { name: 'InvalidPasswordException' }));
    await register();
    await screen.findByText(en(AUTH_ERROR_TEXTS.passwordRefused));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('Password')).toBe(en(AUTH_ERROR_TEXTS.passwordRefused));
    expect(screen.queryByRole('alert', { name: '' })?.textContent ?? '').not.toContain(en(AUTH_ERROR_TEXTS.passwordRefused));
    expect(screen.queryByText('Password did not conform with policy')).toBeNull();
  });

  it('an address Cognito refuses: the invalid-email message under Email', async () => {
    vi.mocked(signUp).mockRejectedValue(Object.assign(new Error('Invalid email address format.'), { name: 'InvalidParameterException' }));
    await register();
    await screen.findByText(en(MESSAGES.invalidEmail));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('Email')).toBe(en(MESSAGES.invalidEmail));
    expect(screen.queryByText('Invalid email address format.')).toBeNull();
  });

  it('an existing account: the message under Email, and it goes once the address is edited', async () => {
    vi.mocked(signUp).mockRejectedValue(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await register();
    await screen.findByText(en(AUTH_ERROR_TEXTS.emailTaken));
    expect(describedText('Email')).toBe(en(AUTH_ERROR_TEXTS.emailTaken));
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(en(AUTH_ERROR_TEXTS.emailTaken))).toBeNull();
  });
});
