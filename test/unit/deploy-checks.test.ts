import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { DeployCheckFailed } from '../../functions/core/deploy-checks/checks';
import { runDeployCheck } from '../../functions/events/deploy-check';
import { LAMBDA_CONCURRENCY_QUOTA_CODE } from '../../shared/deploy-checks';

/** The deploy checks' provider function: what passes, what fails the deploy and with which message. */
const ses = mockClient(SESv2Client);
const lambda = mockClient(LambdaClient);
const sesRegions: string[] = [];
const clients = {
  ses: (region: string) => {
    sesRegions.push(region);
    return new SESv2Client({ region });
  },
  lambda: () => new LambdaClient({ region: 'eu-west-1' }),
};

afterEach(() => {
  ses.reset();
  lambda.reset();
  sesRegions.length = 0;
});

function event(properties: Record<string, string>, requestType: 'Create' | 'Update' | 'Delete' = 'Create'): CloudFormationCustomResourceEvent {
  const common = {
    ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation.test/response',
    StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/fieldwatch-prod-checks/1',
    RequestId: 'request-1',
    LogicalResourceId: 'Check',
    ResourceType: 'Custom::Check',
    ResourceProperties: { ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:provider', ...properties },
  };
  if (requestType === 'Create') return { ...common, RequestType: 'Create' };
  if (requestType === 'Update') {
    return { ...common, RequestType: 'Update', PhysicalResourceId: 'old', OldResourceProperties: common.ResourceProperties };
  }
  return { ...common, RequestType: 'Delete', PhysicalResourceId: 'old' };
}

const SES_CHECK = { Check: 'ses-identity', Region: 'eu-west-1', Identity: 'fieldwatch.test', ProductionAccess: 'true' };
const QUOTA_CHECK = { Check: 'lambda-concurrency', Stage: 'prod', Reserved: '10', Required: '1000' };

describe('SES identity check', () => {
  it('passes a verified identity of an account out of the sandbox, asking SES in the identity’s region', async () => {
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'fieldwatch.test' }).resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
    await expect(runDeployCheck(event(SES_CHECK), clients)).resolves.toEqual({ PhysicalResourceId: 'ses-identity:eu-west-1:fieldwatch.test' });
    expect(sesRegions).toEqual(['eu-west-1']);
  });

  it('fails a deploy whose identity is not verified, naming it and its DKIM records', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, VerificationStatus: 'PENDING' });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
    const failure = runDeployCheck(event(SES_CHECK), clients);
    await expect(failure).rejects.toBeInstanceOf(DeployCheckFailed);
    await expect(failure).rejects.toThrow(/SES identity fieldwatch\.test in eu-west-1 is not verified for sending \(verification PENDING\).*DKIM/);
  });

  it('fails a deploy whose identity does not exist', async () => {
    ses.on(GetEmailIdentityCommand).rejects(new NotFoundException({ message: 'not found', $metadata: {} }));
    await expect(runDeployCheck(event(SES_CHECK), clients)).rejects.toThrow(/does not exist in eu-west-1.*create-email-identity/);
  });

  it('fails a deploy in the SES sandbox when the stage needs production access, and passes it when it does not', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    await expect(runDeployCheck(event(SES_CHECK), clients)).rejects.toThrow(/sandbox.*Request production access/);
    await expect(runDeployCheck(event({ ...SES_CHECK, ProductionAccess: 'false' }), clients)).resolves.toBeDefined();
    expect(ses.commandCalls(GetAccountCommand)).toHaveLength(1);
  });
});

describe('Lambda concurrency check', () => {
  it('passes an account whose quota covers what the stage needs', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 1000 } });
    await expect(runDeployCheck(event(QUOTA_CHECK, 'Update'), clients)).resolves.toEqual({ PhysicalResourceId: 'lambda-concurrency:1000' });
  });

  it("fails a new account's default quota of 10 with the increase to request", async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    const failure = runDeployCheck(event(QUOTA_CHECK), clients);
    await expect(failure).rejects.toBeInstanceOf(DeployCheckFailed);
    await expect(failure).rejects.toThrow(
      new RegExp(`allows 10 concurrent Lambda executions.*reserves 10.*at least 1000.*${LAMBDA_CONCURRENCY_QUOTA_CODE}.*--desired-value 1000`),
    );
  });
});

it('checks nothing on delete, so a stack can always be removed', async () => {
  await expect(runDeployCheck(event(SES_CHECK, 'Delete'), clients)).resolves.toEqual({ PhysicalResourceId: 'old' });
  expect(ses.calls()).toHaveLength(0);
});
