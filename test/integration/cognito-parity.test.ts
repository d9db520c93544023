import { describe, expect, inject, it } from 'vitest';
import { CLIENT_ID, cognito, latestMail, signIn, uniqueEmail } from '../support/local-client';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

/** The local stage's Cognito must behave as the deployed pool does for what the web app calls. */
async function signUp(username: string, email: string, password: string) {
  await cognito(stageUrl, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: username,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
}

const codeOf = (html: string | undefined) => /<strong>(\d{6})<\/strong>/.exec(html ?? '')?.[1] ?? '';
const failure = (promise: Promise<unknown>) => promise.then(() => 'no error', (error: { type?: string }) => error.type);

describe('the local Cognito as the deployed pool', () => {
  it('resends the sign-up code (ResendConfirmationCode), and the new code confirms the account', async () => {
    const email = uniqueEmail('resend');
    await signUp(email, email, 'ResendPass1!');
    const first = codeOf((await latestMail(sesEndpoint, email, 'confirmation code')).body.html);
    const sent = await cognito<{ CodeDeliveryDetails: { Destination: string } }>(stageUrl, 'ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    expect(sent.CodeDeliveryDetails.Destination).toBe(email);
    let second = first;
    const deadline = Date.now() + 10_000;
    while (second === first && Date.now() < deadline) second = codeOf((await latestMail(sesEndpoint, email, 'confirmation code')).body.html);
    expect(second).toMatch(/^\d{6}$/);
    await cognito(stageUrl, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: second });
    await expect(signIn(stageUrl, email, 'ResendPass1!')).resolves.toMatchObject({ sub: expect.any(String) });
    // Once confirmed there is nothing to resend.
    expect(await failure(cognito(stageUrl, 'ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email }))).toBe('InvalidParameterException');
  });

  it('treats e-mail addresses without regard to case: no second account, and sign-in in any case', async () => {
    const email = uniqueEmail('casefold');
    await signUp(email, email, 'CasePass1!');
    await cognito(stageUrl, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: codeOf((await latestMail(sesEndpoint, email, 'confirmation code')).body.html),
    });
    const upper = email.toUpperCase();
    expect(await failure(signUp(upper, upper, 'CasePass2!'))).toBe('UsernameExistsException');
    const asTyped = await signIn(stageUrl, email, 'CasePass1!');
    const shouted = await signIn(stageUrl, upper, 'CasePass1!');
    expect(shouted.sub).toBe(asTyped.sub);
    await cognito(stageUrl, 'ForgotPassword', { ClientId: CLIENT_ID, Username: upper });
    await latestMail(sesEndpoint, email, 'Reset');
  });

  it('answers a wrong old password at ChangePassword with NotAuthorizedException, as Cognito does', async () => {
    const email = uniqueEmail('change');
    await signUp(email, email, 'ChangePass1!');
    await cognito(stageUrl, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: codeOf((await latestMail(sesEndpoint, email, 'confirmation code')).body.html),
    });
    const session = await signIn(stageUrl, email, 'ChangePass1!');
    const wrong = cognito(stageUrl, 'ChangePassword', { AccessToken: session.accessToken, PreviousPassword: 'not-it-at-all', ProposedPassword: 'ChangePass2!' });
    expect(await failure(wrong)).toBe('NotAuthorizedException');
    await cognito(stageUrl, 'ChangePassword', { AccessToken: session.accessToken, PreviousPassword: 'ChangePass1!', ProposedPassword: 'ChangePass2!' });
    await expect(signIn(stageUrl, email, 'ChangePass2!')).resolves.toMatchObject({ sub: session.sub });
  });
});
