import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { handler as preSignUp } from '../../functions/triggers/pre-sign-up';
import { handler as customMessage } from '../../functions/triggers/custom-message';
import { RESET_TOKEN_METADATA_KEY } from '../../shared/domain/reset-token';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { NAME_TOO_LONG } from '../../shared/domain/names';

const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

function googleSignUp(email: string): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_Pool',
    userName: 'google_1234567890',
    triggerSource: 'PreSignUp_ExternalProvider',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('the pre-sign-up trigger', () => {
  it('refuses a name over the cap in the language the sign-up named', async () => {
    const event = googleSignUp('farmer@example.com');
    event.triggerSource = 'PreSignUp_SignUp';
    event.request = { userAttributes: { email: 'farmer@example.com', given_name: 'A'.repeat(151), family_name: 'B' }, clientMetadata: { language: 'yo' } };
    await expect(preSignUp(event)).rejects.toThrow(translateText('yo', NAME_TOO_LONG));
    event.request.clientMetadata = {};
    await expect(preSignUp(event)).rejects.toThrow(translateText('en', NAME_TOO_LONG));
    expect(translateText('yo', NAME_TOO_LONG)).not.toBe(translateText('en', NAME_TOO_LONG));
  });

  it('links a first Google sign-in to the existing account with the same e-mail', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'existing-user', UserStatus: 'CONFIRMED' }] });
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
    const result = await preSignUp(googleSignUp('farmer@example.com'));
    const link = cognito.commandCalls(AdminLinkProviderForUserCommand)[0]?.args[0].input;
    expect(link).toEqual({
      UserPoolId: 'us-east-1_Pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'existing-user' },
      SourceUser: { ProviderName: 'Google', ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: '1234567890' },
    });
    expect(cognito.commandCalls(ListUsersCommand)[0]?.args[0].input.Filter).toBe('email = "farmer@example.com"');
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });

  it('lets a Google user without an account sign up, confirmed by Google', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    const result = await preSignUp(googleSignUp('new@example.com'));
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
    expect(result.response.autoConfirmUser).toBe(true);
  });

  it('leaves an e-mail sign-up to the confirmation code', async () => {
    const event = { ...googleSignUp('a@b.co'), triggerSource: 'PreSignUp_SignUp' as const, userName: 'uuid' };
    const result = await preSignUp(event);
    expect(cognito.calls()).toHaveLength(0);
    expect(result.response.autoConfirmUser).toBe(false);
  });

  it('fails the sign-up when Cognito cannot be asked, rather than creating a duplicate account', async () => {
    cognito.on(ListUsersCommand).rejects(new Error('throttled'));
    await expect(preSignUp(googleSignUp('farmer@example.com'))).rejects.toThrow('throttled');
  });
});

describe('the custom-message trigger', () => {
  const resetEvent = (clientMetadata?: Record<string, string>) =>
    ({
      triggerSource: 'CustomMessage_ForgotPassword',
      userName: '0b6e6a4c-1f0e-4d6c-9a55-3f1d2c7e8b90',
      request: {
        codeParameter: '{####}',
        usernameParameter: '{username}',
        userAttributes: { email: 'Farmer@Example.com' },
        ...(clientMetadata ? { clientMetadata } : {}),
      },
      response: {},
    }) as unknown as CustomMessageTriggerEvent;

  it("mails a reset link to /reset-password/{token} with the server's token, Cognito's code placeholder only in a comment", async () => {
    process.env.APP_URL = 'https://app.example.com';
    const token = 'A'.repeat(43);
    const { response } = await customMessage(resetEvent({ [RESET_TOKEN_METADATA_KEY]: token }));
    expect(response.emailMessage?.split('{####}')).toHaveLength(2);
    expect(response.emailMessage).toContain('<!-- {####} -->');
    const href = /href="([^"]+)"/.exec(response.emailMessage ?? '')?.[1] ?? '';
    expect(href).toBe(`https://app.example.com/reset-password/${token}`);
    expect(response.emailMessage?.toLowerCase()).not.toContain('farmer');
  });

  it('sends a reset asked of Cognito directly (no token of ours) to the page that asks for a link', async () => {
    process.env.APP_URL = 'https://app.example.com';
    for (const metadata of [undefined, { [RESET_TOKEN_METADATA_KEY]: 'not-a-token"><script>' }]) {
      const { response } = await customMessage(resetEvent(metadata));
      expect(/href="([^"]+)"/.exec(response.emailMessage ?? '')?.[1]).toBe('https://app.example.com/forgot-password');
    }
  });

  it('names the team in an invitation', async () => {
    const event = {
      triggerSource: 'CustomMessage_AdminCreateUser',
      request: {
        codeParameter: '{####}',
        usernameParameter: '{username}',
        userAttributes: { email: 'crew@example.com' },
        clientMetadata: { teamName: "Dayo Farmer's Farm" },
      },
      response: {},
    } as unknown as CustomMessageTriggerEvent;
    const { response } = await customMessage(event);
    expect(response.emailSubject).toContain("Dayo Farmer's Farm");
    // Cognito rejects an invitation without both placeholders, and puts the internal user id where {username} is:
    // the invitee reads their e-mail address, and the id stays out of sight.
    expect(response.emailMessage).toContain('{####}');
    expect(response.emailMessage).toContain('{username}');
    const shown = (response.emailMessage ?? '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(shown).toContain('e-mail: crew@example.com');
    expect(shown).not.toContain('{username}');
  });

  describe("in the user's language", () => {
    const dynamo = mockClient(DynamoDBDocumentClient);
    afterEach(() => dynamo.reset());
    const signUp = (attributes: Record<string, string>, clientMetadata?: Record<string, string>) =>
      ({
        triggerSource: 'CustomMessage_SignUp',
        userName: 'u-yo',
        request: { codeParameter: '{####}', usernameParameter: '{username}', userAttributes: { email: 'ade@example.com', ...attributes }, ...(clientMetadata ? { clientMetadata } : {}) },
        response: {},
      }) as unknown as CustomMessageTriggerEvent;

    it('writes the sign-up code mail in English by default', async () => {
      const { response } = await customMessage(signUp({ given_name: 'Ade' }));
      expect(response.emailSubject).toBe('Your FieldWatch confirmation code');
      expect(response.emailMessage).toContain('Welcome, Ade!');
      expect(response.emailMessage).toContain(`${translate('en', 'mail.signUp.code', { code: '<strong>{####}</strong>' })}`);
    });

    it('writes it in Yoruba for a user whose setting is Yoruba', async () => {
      process.env.TABLE_NAME = 'unit-table';
      dynamo.on(GetCommand).resolves({
        Item: { pk: 'USER#sub-yo', sk: 'PROFILE', userId: 'sub-yo', email: 'ade@example.com', firstName: 'Adé', lastName: 'Ọlá', isStaff: false, language: 'yo', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', __edb_e__: 'userProfile', __edb_v__: '1' },
      });
      const { response } = await customMessage(signUp({ sub: 'sub-yo', given_name: 'Adé' }));
      expect(response.emailSubject).toBe('Kóòdù ìjẹ́rìísí FieldWatch rẹ');
      expect(response.emailMessage).toContain('Ẹ káàbọ̀, Adé!');
      expect(response.emailMessage).toContain('Kóòdù ìjẹ́rìísí rẹ ni <strong>{####}</strong>.');
      expect(response.emailMessage?.split('{####}')).toHaveLength(2);
      expect(response.emailMessage).not.toContain('Welcome');
    });

    it('follows the language the web app named for the call, and says the reset in Hausa', async () => {
      const { response } = await customMessage({
        ...signUp({}, { language: 'ha' }),
        triggerSource: 'CustomMessage_ForgotPassword',
      } as unknown as CustomMessageTriggerEvent);
      expect(response.emailSubject).toBe(translate('ha', 'mail.reset.subject', { product: 'FieldWatch' }));
      expect(response.emailMessage).toContain(translate('ha', 'mail.reset.link'));
    });
  });
});
