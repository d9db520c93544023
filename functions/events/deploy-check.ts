import { LambdaClient } from '@aws-sdk/client-lambda';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { DeployCheckProperties } from '../../shared/deploy-checks';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { captured } from '../core/tracing';
import { checkLambdaConcurrency, checkSesIdentity, physicalIdOf } from '../core/deploy-checks/checks';

export interface DeployCheckClients {
  ses: (region: string) => SESv2Client;
  lambda: () => LambdaClient;
}

const CLIENTS: DeployCheckClients = {
  ses: (region) => captured(new SESv2Client({ ...AWS_CLIENT_LIMITS, region })),
  lambda: () => captured(new LambdaClient({ ...AWS_CLIENT_LIMITS })),
};

/**
 * The deploy checks' provider function (the CDK provider framework's onEvent handler): runs the check on create and
 * update and throws when it does not hold, which fails the resource and the stack with the check's message. Delete
 * checks nothing, so a stack can always be removed.
 */
export async function runDeployCheck(
  event: CloudFormationCustomResourceEvent,
  clients: DeployCheckClients = CLIENTS,
): Promise<{ PhysicalResourceId: string }> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const check = DeployCheckProperties.parse(event.ResourceProperties);
  if (check.Check === 'ses-identity') await checkSesIdentity(clients.ses(check.Region), check);
  else await checkLambdaConcurrency(clients.lambda(), check);
  return { PhysicalResourceId: physicalIdOf(check) };
}

export const handler = (event: CloudFormationCustomResourceEvent) => runDeployCheck(event);
