import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '../../shared/domain/accounts';
import { AppFunction, type FunctionDefaults } from '../constructs/app-function';
import { grantTable } from '../constructs/grants';
import { NAG_REASONS } from '../constructs/nag-reasons';
import { ENV, STAFF_GROUP, TRIGGER_FUNCTIONS } from '../definitions';
import type { StageConfig } from '../stages';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  functionDefaults: FunctionDefaults;
  table: ITableV2;
  /** The stage's own URL (edge stack): mail links and the app client's redirect URLs. */
  appUrl: string;
}

/** Cognito: the user pool, the web app client, the hosted UI domain, Google when configured, the staff group. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The hosted UI exists only for Google sign-in (the app signs in with SRP otherwise). */
  readonly domain?: UserPoolDomain;
  readonly googleEnabled: boolean;
  /** Hosted UI domain without scheme, as Amplify's `oauth.domain` wants it (with Google only). */
  readonly oauthDomain?: string;
  readonly triggers: { preSignUp: AppFunction; postConfirmation: AppFunction; customMessage: AppFunction };

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config, functionDefaults: defaults, table } = props;
    const retain = config.retainData;
    const google = config.auth.google;
    this.googleEnabled = google !== undefined;

    const tableEnv = { [ENV.table]: table.tableName };
    this.triggers = {
      preSignUp: new AppFunction(this, 'PreSignUp', { def: TRIGGER_FUNCTIONS.preSignUp, defaults, environment: tableEnv }),
      postConfirmation: new AppFunction(this, 'PostConfirmation', {
        def: TRIGGER_FUNCTIONS.postConfirmation,
        defaults,
        environment: tableEnv,
      }),
      customMessage: new AppFunction(this, 'CustomMessage', {
        def: TRIGGER_FUNCTIONS.customMessage,
        defaults,
        // The table: its mails are written in the user's language setting (their profile).
        environment: { [ENV.appUrl]: props.appUrl, ...tableEnv },
      }),
    };
    grantTable(table, this.triggers.preSignUp, 'readWrite');
    grantTable(table, this.triggers.customMessage, 'read');
    grantTable(table, this.triggers.postConfirmation, 'readWrite');

    const email = config.auth.email;
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Optional TOTP: anyone can add an authenticator app, staff must where the stage sets `auth.staffMfa` (the API
      // checks it); no SMS (cost, SIM swap).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Lite has all the pool uses: TOTP MFA, the sign-up and message triggers, the classic hosted UI for Google.
      // Essentials would add managed login, e-mail MFA and access-token customisation, none of which it uses.
      featurePlan: FeaturePlan.LITE,
      email: email
        ? UserPoolEmail.withSES({
            fromEmail: email.fromEmail,
            fromName: email.fromName,
            replyTo: email.replyTo,
            sesRegion: email.sesRegion,
            sesVerifiedDomain: email.sesVerifiedDomain,
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: {
        preSignUp: this.triggers.preSignUp,
        postConfirmation: this.triggers.postConfirmation,
        customMessage: this.triggers.customMessage,
      },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions-COG1', reason: NAG_REASONS.cognitoPasswordPolicy },
      { id: 'AwsSolutions-COG2', reason: NAG_REASONS.cognitoMfa },
      { id: 'AwsSolutions-COG8', reason: NAG_REASONS.cognitoPlusTier },
    );

    // A separate inline policy, not the function's default policy: the pool depends on the function (trigger), so
    // a pool ARN in the default policy would be a circular dependency (aws/aws-cdk#7016).
    this.triggers.preSignUp.role?.attachInlinePolicy(
      new Policy(this, 'PreSignUpCognitoAccess', {
        statements: [
          new PolicyStatement({
            actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
            resources: [this.userPool.userPoolArn],
          }),
        ],
      }),
    );

    let googleProvider: UserPoolIdentityProviderGoogle | undefined;
    if (google) {
      googleProvider = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: google.clientId,
        clientSecretValue: SecretValue.secretsManager(google.clientSecretName, { jsonField: google.clientSecretField }),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
    }

    const redirectUrls = [`${props.appUrl}/`, ...(config.web.extraCallbackUrls ?? [])];
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP only: USER_PASSWORD_AUTH (the password sent to Cognito) is for the local stage's stand-in alone.
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.COGNITO_ADMIN],
        callbackUrls: redirectUrls,
        logoutUrls: redirectUrls,
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(googleProvider ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
    });
    // The client names Google as a provider but CloudFormation does not know it depends on the provider resource.
    if (googleProvider) this.webClient.node.addDependency(googleProvider);

    // A Cognito domain prefix is global per region: the account id makes the stage's own unique.
    if (google) {
      this.domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: `${config.auth.cognitoDomainPrefix}-${this.account}` },
      });
      this.oauthDomain = `${this.domain.domainName}.auth.${this.region}.amazoncognito.com`;
      new CfnOutput(this, 'OAuthDomain', { value: this.oauthDomain });
    }

    new CfnUserPoolGroup(this, 'StaffGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: STAFF_GROUP,
      description: 'Platform staff: the admin screens and staff routes',
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.webClient.userPoolClientId });
  }
}
