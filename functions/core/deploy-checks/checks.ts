import { GetAccountSettingsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException, type SESv2Client } from '@aws-sdk/client-sesv2';
import type * as z from 'zod';
import {
  type DeployCheck,
  LAMBDA_CONCURRENCY_QUOTA_CODE,
  type LambdaConcurrencyCheck,
  type SesIdentityCheck,
} from '../../../shared/deploy-checks';

/**
 * The account checks a deploy runs before anything else of the stage changes (shared/deploy-checks.ts). A check that
 * does not hold throws DeployCheckFailed, whose message CloudFormation shows against the failed resource: what does not
 * hold and what the deployer does about it.
 */
/** The message of every failed check: what does not hold and what the deployer does about it. */
export const DEPLOY_CHECK_MESSAGES = {
  identityMissing: (identity: string, region: string) =>
    `SES identity ${identity} does not exist in ${region}. Create it (aws sesv2 create-email-identity --email-identity ${identity} ` +
    `--region ${region}), publish its DKIM records and deploy again once it is verified (README: Deploy a stage).`,
  identityUnverified: (identity: string, region: string, status: string) =>
    `SES identity ${identity} in ${region} is not verified for sending (verification ${status}). Publish its DKIM CNAME ` +
    `records (aws sesv2 get-email-identity --email-identity ${identity} --region ${region} lists them), or click the ` +
    'link SES mailed to the address, and deploy again once it is verified.',
  sandbox: (region: string) =>
    `The SES account in ${region} is in the sandbox: it mails only verified addresses, so no farmer would get a sign-up ` +
    `code. Request production access (aws sesv2 put-account-details --production-access-enabled --mail-type ` +
    `TRANSACTIONAL --website-url <the app's URL> --use-case-description <...> --region ${region}, or the SES console's ` +
    '"Request production access") and deploy again once AWS grants it.',
  concurrencyTooLow: (stage: string, quota: number, reserved: number, required: number) =>
    `This account allows ${quota} concurrent Lambda executions in this region; stage ${stage} reserves ${reserved} and ` +
    `needs at least ${required} in all (the rest serves the API and the other functions). Request an increase to at ` +
    `least ${required}: Service Quotas > AWS Lambda > Concurrent executions (${LAMBDA_CONCURRENCY_QUOTA_CODE}), or aws ` +
    `service-quotas request-service-quota-increase --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA_CODE} ` +
    `--desired-value ${required}; deploy again once it is granted.`,
} as const;

export class DeployCheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployCheckFailed';
  }
}

/** The SES identity can send (SESv2 GetEmailIdentity VerifiedForSendingStatus) and, when asked, the account left the sandbox. */
export async function checkSesIdentity(ses: SESv2Client, check: z.infer<typeof SesIdentityCheck>): Promise<void> {
  const { Identity: identity, Region: region } = check;
  const found = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity })).catch((error: unknown) => {
    if (error instanceof NotFoundException) throw new DeployCheckFailed(DEPLOY_CHECK_MESSAGES.identityMissing(identity, region));
    throw error;
  });
  if (found.VerifiedForSendingStatus !== true) {
    const status = found.VerificationStatus ?? found.DkimAttributes?.Status ?? 'pending';
    throw new DeployCheckFailed(DEPLOY_CHECK_MESSAGES.identityUnverified(identity, region, status));
  }
  if (check.ProductionAccess === 'true') {
    const account = await ses.send(new GetAccountCommand({}));
    if (account.ProductionAccessEnabled !== true) throw new DeployCheckFailed(DEPLOY_CHECK_MESSAGES.sandbox(region));
  }
}

/** The account's Lambda concurrency quota (GetAccountSettings AccountLimit.ConcurrentExecutions) covers the stage. */
export async function checkLambdaConcurrency(lambda: LambdaClient, check: z.infer<typeof LambdaConcurrencyCheck>): Promise<void> {
  const settings = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = settings.AccountLimit?.ConcurrentExecutions ?? 0;
  if (quota < check.Required) {
    throw new DeployCheckFailed(DEPLOY_CHECK_MESSAGES.concurrencyTooLow(check.Stage, quota, check.Reserved, check.Required));
  }
}

/** A stable id per checked thing: a change of identity or threshold is a new check (the old one is deleted, a no-op). */
export function physicalIdOf(check: DeployCheck): string {
  return check.Check === 'ses-identity' ? `ses-identity:${check.Region}:${check.Identity}` : `lambda-concurrency:${check.Required}`;
}
