import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSignIn, fetchMFAPreference, setUpTOTP, signIn, signOut, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { STAFF_MFA_MESSAGES, STAFF_MFA_REFUSAL, TOTP_STEP_TEXTS, TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS } from '../../shared/domain/staff-mfa';
import { currentPath, mockProfileApi, mockSession, renderApp, userDetails } from './render';
import { reply } from './support/mock-api';
import { en } from './support/intl';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') }));

const authError = (name: string) => Object.assign(new Error(name), { name });
const TOTP_STEP = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } } as never;
const DONE = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never;

async function submitPassword(emailLabel = 'Email') {
  await userEvent.type(await screen.findByLabelText(emailLabel), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in code step of a user with two-step sign-in', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession(null);
  });

  it('asks for the authenticator code, checks its form, and signs staff in to the admin dashboard with it', async () => {
    mockProfileApi(userDetails({ is_staff: true }));
    vi.mocked(signIn).mockResolvedValue(TOTP_STEP);
    vi.mocked(confirmSignIn).mockImplementation(async () => {
      mockSession({ groups: ['staff'] });
      return DONE;
    });
    renderApp('/auth/login');
    await submitPassword();
    const field = await screen.findByLabelText(en(TOTP_STEP_TEXTS.codeLabel));
    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect(screen.getByText(en(TOTP_STEP_TEXTS.codeRequired))).toBeTruthy();
    await userEvent.type(field, '12ab');
    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect(screen.getByText(en(TOTP_STEP_TEXTS.codeFormat))).toBeTruthy();
    expect(confirmSignIn).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 3000 });
  });

  it('lets a wrong code be tried again, and starts over from the password when the step has expired', async () => {
    vi.mocked(signIn).mockResolvedValue(TOTP_STEP);
    vi.mocked(confirmSignIn).mockRejectedValueOnce(authError('CodeMismatchException')).mockRejectedValueOnce(authError('NotAuthorizedException'));
    renderApp('/auth/login');
    await submitPassword();
    await userEvent.type(await screen.findByLabelText(en(TOTP_STEP_TEXTS.codeLabel)), '111111');
    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect((await screen.findAllByText(en(TOTP_STEP_TEXTS.codeMismatch))).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(en(TOTP_STEP_TEXTS.codeLabel))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect(await screen.findByText(en(TOTP_STEP_TEXTS.sessionExpired))).toBeTruthy();
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(currentPath()).toBe('/auth/login');
  });

  it('asks for the code on the admin login too', async () => {
    mockProfileApi(userDetails({ is_staff: true }));
    vi.mocked(signIn).mockResolvedValue(TOTP_STEP);
    vi.mocked(confirmSignIn).mockImplementation(async () => {
      mockSession({ groups: ['staff'] });
      return DONE;
    });
    renderApp('/admin/login');
    await submitPassword('Email Address');
    await userEvent.type(await screen.findByLabelText(en(TOTP_STEP_TEXTS.codeLabel)), '654321');
    await userEvent.click(screen.getByRole('button', { name: en(TOTP_STEP_TEXTS.submit) }));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '654321' });
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'), { timeout: 3000 });
  });
});

describe('the two-step sign-in set-up page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({ groups: ['staff'] });
    mockProfileApi(userDetails({ is_staff: true }));
  });

  it('shows the key as a QR code and text, turns two-step sign-in on with the first code, and ends every session', async () => {
    vi.mocked(fetchMFAPreference).mockResolvedValue({});
    vi.mocked(setUpTOTP).mockResolvedValue({
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      getSetupUri: (appName: string, account?: string) => new URL(`otpauth://totp/${appName}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${appName}`),
    });
    vi.mocked(verifyTOTPSetup).mockRejectedValueOnce(authError('CodeMismatchException')).mockResolvedValue(undefined);
    vi.mocked(updateMFAPreference).mockResolvedValue(undefined);
    renderApp(TWO_STEP_SETUP_PATH);

    const qr = await screen.findByRole('img', { name: en(TWO_STEP_SETUP_TEXTS.qrLabel) });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('totp-key').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByText(en(TWO_STEP_SETUP_TEXTS.staffRequired))).toBeTruthy();
    const { toDataURL } = await import('qrcode');
    expect(vi.mocked(toDataURL).mock.calls[0]?.[0]).toBe('otpauth://totp/FieldWatch:jane@example.com?secret=JBSWY3DPEHPK3PXP&issuer=FieldWatch');

    const field = screen.getByLabelText(en(TWO_STEP_SETUP_TEXTS.codeLabel));
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: en(TWO_STEP_SETUP_TEXTS.verify) }));
    expect((await screen.findAllByText(en(TOTP_STEP_TEXTS.codeMismatch))).length).toBeGreaterThan(0);
    expect(updateMFAPreference).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '246810');
    await userEvent.click(screen.getByRole('button', { name: en(TWO_STEP_SETUP_TEXTS.verify) }));
    await waitFor(() => expect(updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' }));
    expect(verifyTOTPSetup).toHaveBeenLastCalledWith({ code: '246810' });
    expect(signOut).toHaveBeenCalledWith({ global: true });
    expect(await screen.findByText(en(TWO_STEP_SETUP_TEXTS.done))).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'), { timeout: 3000 });
  });

  it('says so when two-step sign-in is already on, without making a new key', async () => {
    vi.mocked(fetchMFAPreference).mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    renderApp(TWO_STEP_SETUP_PATH);
    expect(await screen.findByText(en(TWO_STEP_SETUP_TEXTS.alreadyOn))).toBeTruthy();
    expect(setUpTOTP).not.toHaveBeenCalled();
  });

  it('is linked from My Account', async () => {
    mockSession({});
    mockProfileApi(userDetails());
    renderApp('/dashboard/my-account');
    const link = await screen.findByRole('link', { name: en(TWO_STEP_SETUP_TEXTS.profileLink) });
    expect(link.getAttribute('href')).toBe(TWO_STEP_SETUP_PATH);
  });
});

describe("the admin console's refusal without two-step sign-in", () => {
  it('says why and links the set-up page instead of offering Retry', async () => {
    vi.clearAllMocks();
    mockSession({ sub: 'admin-1', groups: ['staff'] });
    mockProfileApi(userDetails({ id: 'admin-1', is_staff: true, owned_team: null }), {
      listTeams: reply(403, { detail: en(STAFF_MFA_MESSAGES.required), reason: [STAFF_MFA_REFUSAL] }),
    });
    renderApp('/admin/all-teams');
    expect(await screen.findByText(en(STAFF_MFA_MESSAGES.required))).toBeTruthy();
    const link = screen.getByRole('link', { name: en(TWO_STEP_SETUP_TEXTS.profileLink) });
    expect(link.getAttribute('href')).toBe(TWO_STEP_SETUP_PATH);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
