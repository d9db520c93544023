/**
 * Why each cdk-nag (AwsSolutions) finding that the stacks accept is accepted. One place, so a reviewer reads every
 * exception together; each acknowledgement in the stacks points here and is scoped to the resource (and, for IAM
 * findings, the policy entries) it concerns.
 */
export const NAG_REASONS = {
  lambdaBasicExecution:
    'AWSLambdaBasicExecutionRole only allows writing the function its own CloudWatch logs; an inline copy adds nothing.',
  node22Pinned:
    'Node.js 22 is the runtime the project pins (STYLE.md): local stage, tests and bundles target the same major; moving to a newer runtime is a deliberate upgrade.',
  failureDestination:
    'This queue is itself where failed scheduled runs are kept (a Lambda on-failure destination and the schedules\' dead-letter queue); it alarms when not empty and has no consumer to fail.',
  xray: 'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
  sesGetAccount: "ses:GetAccount (the health check's read of the mail service) supports no resource-level permissions; it reads the account's sending state only.",
  deployCheckAccountReads:
    "ses:GetAccount and lambda:GetAccountSettings (the deploy checks' reads of the account's SES sandbox state and Lambda quota) support no resource-level permissions; they read account settings only.",
  cdkProvider:
    "The CDK provider framework's own function (the deploy checks' custom resources): its code and runtime are owned by aws-cdk-lib, its role only writes its logs and invokes the check function.",
  randomPassword:
    "secretsmanager:GetRandomPassword (the rotation function's new tile key, as Secrets Manager generated the first) supports no resource-level permissions; the rotation actions themselves name the one secret.",
  bucketObjects:
    "Object-level grants on the stage's own bucket (bucket ARN + '/*'): keys are per team/field ids created at run time.",
  cdkCustomResource:
    'CDK-provided singleton custom resource (bucket notifications, bucket deployment, auto-delete objects): its code, runtime and managed policy are owned by aws-cdk-lib.',
  accessLogBucket: 'This bucket is the access-log destination itself; logging it to itself would loop.',
  cognitoMfa:
    'MFA is optional (TOTP, no SMS), not required: the specification signs farmers in with e-mail + password or Google (which applies its own 2-step verification); staff and anyone who wants it add an authenticator app.',
  cognitoPasswordPolicy:
    'The specification requires passwords of at least 8 characters and no character classes (spec 1 §4); the web form validates the same rule.',
  cognitoPlusTier:
    'The Plus feature plan (threat protection) is billed per monthly active user; the product starts on Essentials and can switch later without replacement.',
  publicRoute:
    'Public by the specification: health, permission list, public subscription plans (and the Paystack webhook, verified by its HMAC signature; the reads a share link opens, by the token in their path).',
  apiKeyRoute:
    "A partner API route: the caller presents a team API key, which API Gateway's JWT authorizer cannot verify; the handler kit looks up the key's hash, its team, scope and rate limit on every call and refuses any call without one (functions/lib/api-key-auth.ts).",
  cloudfrontDefaultCertificate:
    'Stage without a custom domain: the *.cloudfront.net certificate is used, whose TLS policy cannot be raised; stages with a domain set TLSv1.2_2021.',
  cloudfrontGeo: 'The product serves farms in any country; no geographic restriction.',
  cloudfrontWaf:
    'No web ACL in this synth: the stage sets no StageConfig.waf, or no region is known (an environment-agnostic synth; `cdk deploy` passes the CLI region and gets one). The API requires Cognito JWTs on every non-public route and API Gateway throttles.',
} as const;
