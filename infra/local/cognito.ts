import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { STAFF_GROUP, TRIGGER_FUNCTIONS } from '../definitions';
import { invoke } from './lambdas';
import { guardClientCall, RefusedCognitoCall, resign } from './cognito-guard';
import { stageSigningKey } from './signing-key';
import { bindChallengeSessions } from './cognito-mfa';
import { checkCustomMessage, makeAliasesCaseInsensitive, resendConfirmationCode, WRONG_PASSWORD_IS_NOT_AUTHORIZED } from './cognito-parity';

/**
 * cognito-local, run in-process and mounted on the gateway under /cognito. What differs from its stock server:
 * - the pool and client have AWS-shaped, fixed ids and the tokens carry a cognito-idp issuer, so aws-jwt-verify
 *   checks them exactly as in production;
 * - its Lambda client invokes our trigger modules in-process (post-confirmation, custom message, pre-sign-up);
 * - messages go out through the SES stand-in, as Cognito sends through SES, instead of its console;
 * - errors carry `__type` like the real service, so the web client tells a wrong password from an unconfirmed
 *   user, and a wrong password is NotAuthorizedException as in Cognito;
 * - GetTokensFromRefreshToken, which Amplify calls to refresh, is answered with REFRESH_TOKEN_AUTH;
 * - the TOTP code of a two-step sign-in is taken only with the Session of that user's password step (cognito-mfa.ts).
 */
const require = createRequire(import.meta.url);
const lib = (name: string) => require(`cognito-local/lib/${name}`);
/** cognito-local's own dependencies (its logger and HTTP server), resolved from its package as it resolves them. */
const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));

export const REGION = 'us-east-1';
export const USER_POOL_ID = `${REGION}_LocalPool1`;
export const USER_POOL_CLIENT_ID = 'localwebclient0000000000000';
export const ISSUER_DOMAIN = `https://cognito-idp.${REGION}.amazonaws.com`;

interface CognitoContext {
  logger: unknown;
}
type Target = (ctx: CognitoContext, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface LocalCognito {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Calls a Cognito API target directly, as the admin SDK would. */
  call(target: string, request: Record<string, unknown>): Promise<Record<string, unknown>>;
  jwks: { keys: unknown[] };
  /**
   * Turns on two-step sign-in for a user with a known authenticator secret, as AssociateSoftwareToken,
   * VerifySoftwareToken and SetUserMFAPreference would (the demo staff admin, whose secret `npm start` prints).
   */
  enrolTotp(username: string, secret: string): Promise<void>;
}

const TRIGGERS = {
  PostConfirmation: TRIGGER_FUNCTIONS.postConfirmation,
  CustomMessage: TRIGGER_FUNCTIONS.customMessage,
  PreSignUp: TRIGGER_FUNCTIONS.preSignUp,
} as const;

export async function startCognito(options: {
  dataDir: string;
  sesEndpoint: string;
  /** Where the stage's SES identity is: Cognito sends through SES there. */
  sesRegion: string;
  mailFrom: string;
  callbackUrl: string;
  /** The path (under the mount) of the functions' private endpoint, which alone serves admin actions. */
  adminPath: string;
}): Promise<LocalCognito> {
  const pino = fromCognitoLocal('pino') as (opts: object) => unknown;
  const express = fromCognitoLocal('express') as () => ExpressApp;
  const bodyParser = fromCognitoLocal('body-parser') as { json(opts: object): unknown; urlencoded(opts: object): unknown };
  const services = lib('services');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { CryptoService } = lib('services/crypto');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { DefaultConfig } = lib('server/config');
  const { Router } = lib('server/Router');
  const { CognitoError, UnsupportedError } = lib('errors');
  const signingKey = await stageSigningKey(options.dataDir);

  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'warn' });
  const ctx: CognitoContext = { logger };
  const dbDir = path.join(options.dataDir, 'db');
  await mkdir(dbDir, { recursive: true });

  const config = {
    ...DefaultConfig,
    TriggerFunctions: Object.fromEntries(Object.entries(TRIGGERS).map(([key, fn]) => [key, fn.name])),
    TokenConfig: { IssuerDomain: ISSUER_DOMAIN },
  };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, { UsernameAttributes: ['email'] });

  const byName = new Map<string, (typeof TRIGGERS)[keyof typeof TRIGGERS]>(
    Object.values(TRIGGERS).map((fn) => [fn.name, fn]),
  );
  const lambdaClient = {
    invoke: (params: { FunctionName: string; Payload: string }) => ({
      promise: async () => {
        const fn = byName.get(params.FunctionName);
        if (!fn) return { StatusCode: 404, FunctionError: 'Unhandled', Payload: '{"errorMessage":"no such function"}' };
        try {
          const event = JSON.parse(params.Payload) as { triggerSource?: string };
          const result = await invoke(fn, event);
          checkCustomMessage(event, result);
          return { StatusCode: 200, Payload: JSON.stringify(result) };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[cognito] trigger ${fn.name} failed: ${message}`);
          return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: message }) };
        }
      },
    }),
  };
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, lambdaClient),
    new CryptoService(config.KMSConfig),
  );

  const ses = new SESv2Client({ endpoint: options.sesEndpoint, region: options.sesRegion });
  const sender = {
    async sendEmail(
      _ctx: unknown,
      _user: unknown,
      destination: string,
      message: { __code?: string; emailSubject?: string; emailMessage?: string },
    ) {
      const subject = message.emailSubject ?? 'Your verification code';
      const html = message.emailMessage ?? `<p>Your verification code is ${message.__code ?? ''}</p>`;
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: options.mailFrom,
          Destination: { ToAddresses: [destination] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Html: { Data: html } } } },
        }),
      );
    },
    async sendSms() {
      /* the product sends no SMS */
    },
  };

  const serviceSet = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: stageSigned(new JwtTokenGenerator(clock, triggers, config.TokenConfig), (token) => resign(token, signingKey)),
    triggers,
  };
  const router = Router(serviceSet) as (target: string) => Target;
  makeAliasesCaseInsensitive();
  const resendCode = resendConfirmationCode(serviceSet);

  const callPool = async (target: string, request: Record<string, unknown>) => {
    if (target === 'GetTokensFromRefreshToken') {
      const result = await router('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      return { AuthenticationResult: result.AuthenticationResult };
    }
    if (target === 'ResendConfirmationCode') return resendCode(ctx, request);
    try {
      return await router(target)(ctx, request);
    } catch (error) {
      // Cognito answers a wrong password at sign-in with NotAuthorizedException.
      if (WRONG_PASSWORD_IS_NOT_AUTHORIZED.has(target) && (error as { code?: string }).code === 'InvalidPasswordException') {
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      throw error;
    }
  };
  const usernameOf = async (name: string) => {
    if (!name) return null;
    const user = await router('AdminGetUser')(ctx, { UserPoolId: USER_POOL_ID, Username: name }).catch(() => null);
    return typeof user?.Username === 'string' ? user.Username : null;
  };
  const call = bindChallengeSessions({ call: callPool, usernameOf, CognitoError });

  await ensurePool(cognito, ctx, options.callbackUrl);
  await call('CreateGroup', { GroupName: STAFF_GROUP, UserPoolId: USER_POOL_ID }).catch((error: { code?: string }) => {
    if (error.code !== 'GroupExistsException') throw error;
  });

  const app = express();
  app.use(bodyParser.json({ type: 'application/x-amz-json-1.1', limit: '1mb' }));
  app.get('/:userPoolId/.well-known/jwks.json', (_req: unknown, res: ExpressResponse) => {
    res.status(200).json({ keys: [signingKey.jwk] });
  });
  const answer = (guarded: boolean) => (req: ExpressRequest, res: ExpressResponse) => {
    const header = req.headers['x-amz-target'];
    const target = typeof header === 'string' ? header.split('.')[1] : undefined;
    if (!target) {
      res.status(400).json({ __type: 'InvalidParameterException', message: 'Missing x-amz-target header' });
      return;
    }
    const checked = async () => {
      if (guarded) guardClientCall(target, req.body ?? {}, signingKey);
      return call(target, req.body ?? {});
    };
    checked().then(
      (output) => res.status(200).type('application/x-amz-json-1.1').send(JSON.stringify(output, epochDates)),
      (error: Error & { code?: string }) => {
        if (error instanceof RefusedCognitoCall) {
          res.status(400).set('x-amzn-errortype', error.code).json({ __type: error.code, message: error.message });
        } else if (error instanceof CognitoError) {
          res.status(400).set('x-amzn-errortype', error.code ?? 'UnknownError').json({ __type: error.code, message: error.message });
        } else if (error instanceof UnsupportedError) {
          res.status(400).json({ __type: 'InvalidParameterException', message: `Not supported locally: ${error.message}` });
        } else {
          console.error('[cognito]', error);
          res.status(500).json({ __type: 'InternalErrorException', message: 'Internal error' });
        }
      },
    );
  };
  app.post('/', answer(true));
  app.post(options.adminPath, answer(false));

  const enrolTotp = async (username: string, secret: string) => {
    const pool = (await cognito.getUserPool(ctx, USER_POOL_ID)) as UserPoolHandle & {
      getUserByUsername(ctx: CognitoContext, name: string): Promise<Record<string, unknown> | null>;
      saveUser(ctx: CognitoContext, user: Record<string, unknown>): Promise<void>;
    };
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new Error(`No local user ${username} to enrol`);
    await pool.saveUser(ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true, FriendlyDeviceName: 'local demo' },
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
  };

  return {
    handle: (req, res) => app(req, res),
    call,
    jwks: { keys: [signingKey.jwk] },
    enrolTotp,
  };
}

interface TokenSet {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
}

/** cognito-local's token generator, with every token re-signed by the stage's own key. */
function stageSigned(
  generator: { generate(...args: unknown[]): Promise<TokenSet> },
  sign: (token: string) => string,
): { generate(...args: unknown[]): Promise<TokenSet> } {
  return {
    async generate(...args) {
      const tokens = await generator.generate(...args);
      return {
        AccessToken: sign(tokens.AccessToken),
        IdToken: sign(tokens.IdToken),
        ...(tokens.RefreshToken ? { RefreshToken: sign(tokens.RefreshToken) } : {}),
      };
    },
  };
}

function epochDates(this: Record<string, unknown>, key: string, value: unknown) {
  const raw = this[key];
  return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : value;
}

interface UserPoolHandle {
  options: { Id: string; MfaConfiguration?: string };
  updateOptions(ctx: CognitoContext, options: Record<string, unknown>): Promise<void>;
  saveAppClient(ctx: CognitoContext, client: Record<string, unknown>): Promise<void>;
}
interface CognitoServiceHandle {
  getUserPool(ctx: CognitoContext, id: string): Promise<UserPoolHandle>;
  createUserPool(ctx: CognitoContext, pool: Record<string, unknown>): Promise<unknown>;
  getAppClient(ctx: CognitoContext, id: string): Promise<unknown>;
}

async function ensurePool(cognito: CognitoServiceHandle, ctx: CognitoContext, callbackUrl: string): Promise<void> {
  // getUserPool throws synchronously for an unknown pool.
  const existing = await (async () => cognito.getUserPool(ctx, USER_POOL_ID))().catch(() => null);
  if (!existing) {
    await cognito.createUserPool(ctx, {
      Id: USER_POOL_ID,
      Name: 'fieldwatch-local',
      Arn: `arn:aws:cognito-idp:${REGION}:000000000000:userpool/${USER_POOL_ID}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
      MfaConfiguration: 'OPTIONAL',
    });
  }
  // As the deployed pool (auth-stack): TOTP optional, so a user who turned it on is asked for a code at each sign-in.
  const created = await cognito.getUserPool(ctx, USER_POOL_ID);
  if (created.options.MfaConfiguration !== 'OPTIONAL') {
    await created.updateOptions(ctx, { ...created.options, MfaConfiguration: 'OPTIONAL' });
  }
  if (await cognito.getAppClient(ctx, USER_POOL_CLIENT_ID)) return;
  const pool = await cognito.getUserPool(ctx, USER_POOL_ID);
  const now = new Date();
  await pool.saveAppClient(ctx, {
    ClientId: USER_POOL_CLIENT_ID,
    ClientName: 'web',
    UserPoolId: USER_POOL_ID,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    CallbackURLs: [callbackUrl],
    LogoutURLs: [callbackUrl],
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
  });
}

interface ExpressRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: Record<string, unknown>;
}
interface ExpressResponse {
  status(code: number): ExpressResponse;
  set(name: string, value: string): ExpressResponse;
  type(value: string): ExpressResponse;
  json(body: unknown): void;
  send(body: string): void;
}
type ExpressApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  use(handler: unknown): void;
  get(path: string, handler: (req: ExpressRequest, res: ExpressResponse) => void): void;
  post(path: string, handler: (req: ExpressRequest, res: ExpressResponse) => void): void;
};
