import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionDefaults } from '../constructs/app-function';
import { DeployChecks, type DeployChecksProps } from '../constructs/deploy-checks/deploy-checks';
import type { StageConfig } from '../stages';

export interface ChecksStackProps extends StackProps {
  config: StageConfig;
  functionDefaults: FunctionDefaults;
}

/**
 * What the account must have before the stage deploys: the SES identity verified (and out of the sandbox where the
 * stage says so), a Lambda concurrency quota that covers what the stage reserves plus its headroom. Every other stack
 * of the stage depends on this one, so a check that does not hold fails the deploy before anything changes.
 */
export class ChecksStack extends Stack {
  readonly checks: DeployChecks;

  constructor(scope: Construct, id: string, props: ChecksStackProps) {
    super(scope, id, props);
    this.checks = new DeployChecks(this, 'DeployChecks', { functionDefaults: props.functionDefaults, ...deployChecksOf(props.config) });
  }
}

/** The checks a stage needs; empty when there is nothing to check (dev without SES mail needs no checks stack). */
export function deployChecksOf(config: StageConfig): Pick<DeployChecksProps, 'sesIdentity' | 'lambdaConcurrency'> {
  const email = config.auth.email;
  const reserved = Object.values(config.lambda.reservedConcurrency).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const headroom = config.deployChecks.lambdaConcurrencyHeadroom;
  return {
    ...(email
      ? {
          sesIdentity: {
            region: email.sesRegion,
            identity: email.sesVerifiedDomain ?? email.fromEmail,
            productionAccess: config.deployChecks.sesProductionAccess,
          },
        }
      : {}),
    ...(headroom !== undefined ? { lambdaConcurrency: { stage: config.name, reserved, required: reserved + headroom } } : {}),
  };
}
