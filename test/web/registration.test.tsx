import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSignUp, resendSignUpCode, signIn, signUp } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { mockSession, renderApp } from './render';
import { en } from './support/intl';

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('registration', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('shows every validation message of spec 1 §5 under its input', async () => {
    renderApp('/auth/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText(en(MESSAGES.nameTooShort))).toHaveLength(2);
    expect(screen.getByText(en(MESSAGES.invalidEmail))).toBeTruthy();
    expect(screen.getByText(en(MESSAGES.passwordTooShort))).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();

    await fill('First Name', 'Jo');
    await fill('Last Name', 'Doe');
    await fill('Email', 'jane@example');
    await fill('Password', 'short');
    expect(screen.getAllByText(en(MESSAGES.nameTooShort))).toHaveLength(1);
    expect(screen.getByText(en(MESSAGES.invalidEmail))).toBeTruthy();
    expect(screen.getByText(en(MESSAGES.passwordTooShort))).toBeTruthy();
    expect(document.title).toBe('Register | GIS');
  });

  it('links to the terms and the privacy policy', async () => {
    renderApp('/auth/register');
    expect((await screen.findByRole('link', { name: 'Terms and Conditions' })).getAttribute('href')).toBe('/termandcondition');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
  });

  it('signs up with email as username, then confirms the code and signs in', async () => {
    vi.mocked(signUp).mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } } as never);
    vi.mocked(confirmSignUp).mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } } as never);
    vi.mocked(signIn).mockImplementation(async () => {
      mockSession({});
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;
    });
    renderApp('/auth/register');
    await screen.findByRole('button', { name: 'Create Account' });
    await fill('First Name', 'Jane');
    await fill('Last Name', 'Doe');
    await fill('Email', 'jane@example.com');
    await fill('Password', 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(signUp).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 'correct-horse',
      // The code mail speaks the language on screen.
      options: { userAttributes: { email: 'jane@example.com', given_name: 'Jane', family_name: 'Doe' }, clientMetadata: { language: 'en' } },
    });
    await fill('Confirmation code', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmSignUp).toHaveBeenCalledWith({ username: 'jane@example.com', confirmationCode: '123456' });
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({
        username: 'jane@example.com',
        password: 'correct-horse',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    );
    expect(await screen.findByText('Account created successfully! Redirecting to dashboard...')).toBeTruthy();
  });

  it("answers an existing email with 'Something went wrong' and the message under Email", async () => {
    const exists = Object.assign(new Error('An account with the given email already exists.'), { name: 'UsernameExistsException' });
    vi.mocked(signUp).mockRejectedValue(exists);
    renderApp('/auth/register');
    await screen.findByRole('button', { name: 'Create Account' });
    await fill('First Name', 'Jane');
    await fill('Last Name', 'Doe');
    await fill('Email', 'jane@example.com');
    await fill('Password', 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(en(MESSAGES.somethingWrong))).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An account with this email address already exists.')).toBeTruthy();
    expect(screen.queryByText('An account with the given email already exists.')).toBeNull();
  });

  it('never shows an SDK message on the confirmation step: Resend code and a wrong code read as our texts', async () => {
    vi.mocked(signUp).mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } } as never);
    const raw = 'Not supported locally: Unsupported x-amz-target header "ResendConfirmationCode"';
    vi.mocked(resendSignUpCode).mockRejectedValueOnce(Object.assign(new Error(raw), { name: 'InvalidParameterException' }));
    vi.mocked(confirmSignUp).mockRejectedValueOnce(Object.assign(new Error('Invalid verification code provided, please try again.'), { name: 'CodeMismatchException' }));
    renderApp('/auth/register');
    await screen.findByRole('button', { name: 'Create Account' });
    await fill('First Name', 'Jane');
    await fill('Last Name', 'Doe');
    await fill('Email', 'jane@example.com');
    await fill('Password', 'correct-horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(en(MESSAGES.somethingWrong))).toBeTruthy();
    expect(screen.queryByText(raw)).toBeNull();
    vi.mocked(resendSignUpCode).mockResolvedValueOnce({} as never);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new confirmation code has been sent to your email.')).toBeTruthy();
    expect(resendSignUpCode).toHaveBeenLastCalledWith({ username: 'jane@example.com', options: { clientMetadata: { language: 'en' } } });

    await fill('Confirmation code', '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('That code is not right. Check the email and try again.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Invalid verification code provided, please try again.')).toBeNull();
  });
});
