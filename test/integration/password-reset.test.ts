import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { isResetToken, RESET_MESSAGES } from '../../shared/domain/reset-token';
import { api, latestMail, signIn, signUpConfirmed, uniqueEmail } from '../support/local-client';
import { translate } from '../../functions/core/i18n/translate';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const signUpAndConfirm = (email: string, password: string) => signUpConfirmed(stageUrl, sesEndpoint, email, password);

/** Asks for a reset link and reads the token from the mail it sends. */
async function requestLink(email: string): Promise<string> {
  const asked = await api(stageUrl, 'POST', '/auth/password_reset/', { body: { email } });
  expect(asked).toEqual({ status: 200, body: { detail: translate('en', RESET_MESSAGES.linkSent) } });
  const mail = await latestMail(sesEndpoint, email, 'Reset');
  const link = /href="([^"]+\/reset-password\/[^"]+)"/.exec(mail.body.html ?? '')?.[1] ?? '';
  expect(link.startsWith(`${stageUrl}/reset-password/`)).toBe(true);
  const token = link.split('/reset-password/')[1] ?? '';
  expect(isResetToken(token)).toBe(true);
  return token;
}

async function storedToken(token: string) {
  const { db } = await import('../../functions/core/db/service');
  return (await db().entities.resetToken.get({ tokenHash: sha256(token) }).go()).data;
}

const validate = (token: string) => api(stageUrl, 'POST', '/auth/password_reset/validate_token/', { body: { token } });
const confirm = (token: string, password: string) => api(stageUrl, 'POST', '/auth/password_reset/confirm/', { body: { token, password } });

describe('password reset by a single-use link', () => {
  it('mails a token stored only as its hash, checks it unspent, sets the password once, then refuses the link', async () => {
    const email = uniqueEmail('reset');
    await signUpAndConfirm(email, 'FirstPass1!');
    const session = await signIn(stageUrl, email, 'FirstPass1!');
    const token = await requestLink(email);
    expect(token.toLowerCase()).not.toContain(email.split('@')[0]);

    // The table holds the hash, not the token: no item is keyed by it, none of the stored values is it.
    const stored = await storedToken(token);
    expect(stored).toMatchObject({ tokenHash: sha256(token), username: session.sub });
    expect(stored?.usedAt).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(token);
    const { db } = await import('../../functions/core/db/service');
    expect((await db().entities.resetToken.get({ tokenHash: token }).go()).data).toBeNull();

    // Opening the page twice spends nothing.
    expect(await validate(token)).toEqual({ status: 200, body: { status: 'OK' } });
    expect(await validate(token)).toEqual({ status: 200, body: { status: 'OK' } });

    // A password the rules refuse: the link stays good.
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ password: [translate('en', MESSAGES.passwordTooShort)] });
    expect((await storedToken(token))?.usedAt).toBeUndefined();

    expect(await confirm(token, 'SecondPass2!')).toEqual({ status: 200, body: { detail: translate('en', RESET_MESSAGES.passwordReset) } });
    await expect(signIn(stageUrl, email, 'FirstPass1!')).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(signIn(stageUrl, email, 'SecondPass2!')).resolves.toMatchObject({ idToken: expect.any(String) });
    expect((await storedToken(token))?.usedAt).toEqual(expect.any(String));

    // Used: the page says so on opening, and a second confirm changes nothing.
    expect(await validate(token)).toEqual({ status: 404, body: { detail: translate('en', MESSAGES.resetInvalid), status: ['used'] } });
    const again = await confirm(token, 'ThirdPass3!');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ token: [translate('en', MESSAGES.resetInvalid)] });
    await expect(signIn(stageUrl, email, 'ThirdPass3!')).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(signIn(stageUrl, email, 'SecondPass2!')).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('lets only one of two simultaneous confirms of a link through', async () => {
    const email = uniqueEmail('reset-race');
    await signUpAndConfirm(email, 'FirstPass1!');
    const token = await requestLink(email);
    const answers = await Promise.all([confirm(token, 'RacerOne11!'), confirm(token, 'RacerTwo22!')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'RacerOne11!' : 'RacerTwo22!';
    await expect(signIn(stageUrl, email, winner)).resolves.toMatchObject({ idToken: expect.any(String) });
    expect((await storedToken(token))?.usedAt).toEqual(expect.any(String));
  });

  it('refuses an expired link on opening and on confirm, and leaves the password as it was', async () => {
    const email = uniqueEmail('reset-expired');
    await signUpAndConfirm(email, 'FirstPass1!');
    const token = await requestLink(email);
    // The hour has passed (the table's TTL removes such items later, not at once).
    const { db } = await import('../../functions/core/db/service');
    await db().entities.resetToken.patch({ tokenHash: sha256(token) }).set({ expiresAt: Math.floor(Date.now() / 1000) - 1 }).go();

    expect(await validate(token)).toEqual({ status: 404, body: { detail: translate('en', MESSAGES.resetInvalid), status: ['expired'] } });
    const late = await confirm(token, 'SecondPass2!');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ token: [translate('en', MESSAGES.resetInvalid)] });
    expect((await storedToken(token))?.usedAt).toBeUndefined();
    await expect(signIn(stageUrl, email, 'FirstPass1!')).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('refuses unknown and malformed tokens', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '']) {
      expect(await validate(token)).toEqual({ status: 404, body: { detail: translate('en', MESSAGES.resetInvalid), status: ['notfound'] } });
    }
  });

  it('answers an unknown address as a known one, mails nothing, and throttles both alike', async () => {
    const known = uniqueEmail('reset-known');
    await signUpAndConfirm(known, 'FirstPass1!');
    const unknown = uniqueEmail('reset-nobody');
    const first = await Promise.all([known, unknown].map((email) => api(stageUrl, 'POST', '/auth/password_reset/', { body: { email } })));
    expect(first).toEqual([
      { status: 200, body: { detail: translate('en', RESET_MESSAGES.linkSent) } },
      { status: 200, body: { detail: translate('en', RESET_MESSAGES.linkSent) } },
    ]);
    await latestMail(sesEndpoint, known, 'Reset');
    await expect(latestMail(sesEndpoint, unknown, 'Reset', 1500)).rejects.toThrow('No mail');

    const again = await Promise.all([known, unknown].map((email) => api(stageUrl, 'POST', '/auth/password_reset/', { body: { email } })));
    for (const answer of again) {
      expect(answer).toEqual({
        status: 429,
        body: { detail: translate('en', RESET_MESSAGES.tooManyRequests), email: [translate('en', RESET_MESSAGES.tooManyRequests)] },
      });
    }
  });
  it("answers in the caller's language: Hausa for Accept-Language ha, the password's minimum filled in", async () => {
    const hausa = { 'accept-language': 'ha' };
    const email = uniqueEmail('reset-hausa');
    const asked = await api(stageUrl, 'POST', '/auth/password_reset/', { body: { email }, headers: hausa });
    expect(asked).toEqual({ status: 200, body: { detail: translate('ha', RESET_MESSAGES.linkSent) } });
    expect(translate('ha', RESET_MESSAGES.linkSent)).toContain('hanyar sake saitawa');

    const invalid = await api(stageUrl, 'POST', '/auth/password_reset/validate_token/', { body: { token: 'x'.repeat(43) }, headers: hausa });
    expect(invalid).toEqual({ status: 404, body: { detail: translate('ha', MESSAGES.resetInvalid), status: ['notfound'] } });

    const short = await api(stageUrl, 'POST', '/auth/password_reset/confirm/', { body: { token: 'x'.repeat(43), password: 'short' }, headers: hausa });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ password: [translate('ha', MESSAGES.passwordTooShort)] });
  });

  it('mails the reset link in the language it was asked in', async () => {
    const email = uniqueEmail('reset-mail-hausa');
    await signUpAndConfirm(email, 'FirstPass1!');
    await api(stageUrl, 'POST', '/auth/password_reset/', { body: { email }, headers: { 'accept-language': 'ha' } });
    const mail = await latestMail(sesEndpoint, email, 'Sake saita kalmar sirrinka');
    expect(mail.body.html).toContain(translate('ha', 'mail.reset.link'));
    expect(mail.body.html).toMatch(/\/reset-password\//);
  });
});
