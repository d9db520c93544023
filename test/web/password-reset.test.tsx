import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPassword, confirmResetPassword } from 'aws-amplify/auth';
import { MESSAGES } from '../../shared/domain/accounts';
import { RESET_MESSAGES } from '../../shared/domain/reset-token';
import { AUTH_TEXTS } from '../../web/src/features/auth/messages';
import { currentPath, mockSession, renderApp } from './render';
import { mockApi, reply, type ApiAnswers, type MockedApi } from './support/mock-api';
import { en } from './support/intl';

/** A well-formed token (43 base64url characters), as the server mails them. */
const TOKEN = 'Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWZvci10ZXN0czE';
const RESET_PAGE = `/reset-password/${TOKEN}`;

type Answer = { status: number; body: unknown } | (() => Promise<never>);

const answerOf = (answer: Answer | undefined) => (answer === undefined || typeof answer === 'function' ? answer : reply(answer.status, answer.body));

/** Stubs the three reset routes; each call is recorded with its body. */
function mockResetApi(answers: { request?: Answer; validate?: Answer; confirm?: Answer }): MockedApi {
  const given = { requestPasswordReset: answerOf(answers.request), validateResetToken: answerOf(answers.validate), confirmPasswordReset: answerOf(answers.confirm) };
  return mockApi(Object.fromEntries(Object.entries(given).filter(([, answer]) => answer !== undefined)) as ApiAnswers);
}

/** The calls made: each one's full path and, for a POST, its body. */
const sent = (api: MockedApi) => api.requests.map((request) => ({ path: request.url.pathname, body: request.method === 'POST' ? (request.body as unknown) : null }));

const VALID = { status: 200, body: { status: 'OK' } };

async function fillPasswords(password = 'long-enough-1') {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('forgot password', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
    mockSession(null);
  });

  it('requires an email and checks its pattern', async () => {
    const api = mockResetApi({});
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(en(MESSAGES.invalidEmail))).toBeTruthy();
    expect(sent(api)).toEqual([]);
  });

  it("asks the server for a link, then switches to 'SUCCESSFULLY SENT' with an open-email button", async () => {
    const api = mockResetApi({ request: { status: 200, body: { detail: en(RESET_MESSAGES.linkSent) } } });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'SUCCESSFULLY SENT' })).toBeTruthy();
    expect(screen.getByText(en(AUTH_TEXTS.resetLinkSent))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Email' })).toBeTruthy();
    expect(sent(api)).toEqual([{ path: '/api/auth/password_reset/', body: { email: 'jane@example.com' } }]);
    // Cognito's own reset (whose code cannot be checked unspent) is no longer used.
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows the first email error under the input and in a toast (too many requests)', async () => {
    mockResetApi({ request: { status: 429, body: { detail: en(RESET_MESSAGES.tooManyRequests), email: [en(RESET_MESSAGES.tooManyRequests)] } } });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(en(RESET_MESSAGES.tooManyRequests))).length).toBe(2);
    expect(screen.queryByRole('heading', { name: 'SUCCESSFULLY SENT' })).toBeNull();
  });

  it("toasts 'Something went wrong' for a failure without an email error", async () => {
    mockResetApi({ request: { status: 500, body: { detail: 'Internal error' } } });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(en(MESSAGES.somethingWrong))).toBeTruthy();
  });
});

describe('reset password', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
    mockSession(null);
  });

  it('says it is validating while the server checks the link', async () => {
    mockResetApi({ validate: () => new Promise<never>(() => undefined) });
    renderApp(RESET_PAGE);
    expect(await screen.findByText(en(MESSAGES.resetValidating))).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('says a malformed link is invalid without asking the server', async () => {
    const api = mockResetApi({});
    renderApp('/reset-password/not-a-token');
    expect(await screen.findByText(en(MESSAGES.resetInvalid))).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(sent(api)).toEqual([]);
    expect(document.title).toBe('Reset Password | GIS');
  });

  it.each(['notfound', 'expired', 'used'])('says a %s link is invalid on opening, with a link to ask again', async (refusal) => {
    const api = mockResetApi({ validate: { status: 404, body: { detail: en(MESSAGES.resetInvalid), status: [refusal] } } });
    renderApp(RESET_PAGE);
    expect(await screen.findByText(en(MESSAGES.resetInvalid))).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: en(AUTH_TEXTS.requestNewLink) }).getAttribute('href')).toBe('/forgot-password');
    expect(sent(api)).toEqual([{ path: '/api/auth/password_reset/validate_token/', body: { token: TOKEN } }]);
  });

  it('validates both passwords: required, minimum 8, must match', async () => {
    const api = mockResetApi({ validate: VALID });
    renderApp(RESET_PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different-one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(en(MESSAGES.passwordTooShort))).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(en(MESSAGES.passwordsDoNotMatchReset))).toBeTruthy();
    expect(sent(api).map((call) => call.path)).toEqual(['/api/auth/password_reset/validate_token/']);
  });

  it('sends the token and the password to the server, then goes to /auth/login', async () => {
    const api = mockResetApi({ validate: VALID, confirm: { status: 200, body: { detail: en(RESET_MESSAGES.passwordReset) } } });
    renderApp(RESET_PAGE);
    await fillPasswords();
    expect(await screen.findByText(en(AUTH_TEXTS.resetSuccess))).toBeTruthy();
    expect(sent(api).at(-1)).toEqual({ path: '/api/auth/password_reset/confirm/', body: { token: TOKEN, password: 'long-enough-1' } });
    expect(confirmResetPassword).not.toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'), { timeout: 4000 });
  });

  it('turns to the invalid-link text when the link was spent meanwhile', async () => {
    mockResetApi({ validate: VALID, confirm: { status: 400, body: { detail: en(MESSAGES.resetInvalid), token: [en(MESSAGES.resetInvalid)] } } });
    renderApp(RESET_PAGE);
    await fillPasswords();
    expect((await screen.findAllByText(en(MESSAGES.resetInvalid))).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: en(AUTH_TEXTS.requestNewLink) })).toBeTruthy();
  });

  it("joins the first and second password errors with ' & '", async () => {
    mockResetApi({ validate: VALID, confirm: { status: 400, body: { detail: 'x', password: ['Too common.', 'Too similar to the e-mail.', 'Third.'] } } });
    renderApp(RESET_PAGE);
    await fillPasswords();
    expect((await screen.findAllByText('Too common. & Too similar to the e-mail.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });

  it("toasts 'Something went wrong' for any other failure and keeps the form", async () => {
    mockResetApi({ validate: VALID, confirm: { status: 500, body: { detail: 'Internal error' } } });
    renderApp(RESET_PAGE);
    await fillPasswords();
    expect(await screen.findByText(en(MESSAGES.somethingWrong))).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });
});
