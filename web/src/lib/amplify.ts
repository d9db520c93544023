import { Amplify } from 'aws-amplify';
import type { SignInInput } from 'aws-amplify/auth';
import type { WebConfig } from '../../../shared/api/web-config';

let configuredFor: WebConfig | null = null;

/** Configures Amplify once per config (the runtime chunk calls this before any auth call). */
export function configureAmplify(config: WebConfig): void {
  if (configuredFor === config) return;
  const redirect = [`${window.location.origin}/`];
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(config.oauthDomain && config.googleEnabled
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  providers: ['Google'],
                  redirectSignIn: redirect,
                  redirectSignOut: redirect,
                  responseType: 'code',
                  scopes: ['openid', 'email', 'profile'],
                },
              }
            : {}),
        },
      },
    },
  });
  configuredFor = config;
}

/** The local stage's Cognito stand-in has no SRP, so every sign-in there uses USER_PASSWORD_AUTH. */
export function signInOptions(config: WebConfig): SignInInput['options'] {
  return config.userPoolEndpoint ? { authFlowType: 'USER_PASSWORD_AUTH' } : undefined;
}

/** Amplify/Cognito errors carry the service exception name (NotAuthorizedException, ...). */
export function authErrorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

