import { CustomResource, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { FunctionDef } from '../../definitions';
import { AppFunction, type FunctionDefaults } from '../app-function';
import { NAG_REASONS } from '../nag-reasons';
import { acknowledgeFindings } from '../nag-patterns';
import type * as z from 'zod';
import type { LambdaConcurrencyCheck, SesIdentityCheck } from '../../../shared/deploy-checks';

/** The provider function of the deploy checks (its handler reads account settings only). */
export const DEPLOY_CHECKS_FUNCTION = {
  name: 'deploy-checks',
  entry: 'functions/events/deploy-check.ts',
  memoryMb: 256,
  timeoutSeconds: 30,
} as const satisfies FunctionDef;

export interface DeployChecksProps {
  functionDefaults: FunctionDefaults;
  /** The SES identity of the stage's mail must be verified (and, with `productionAccess`, the account out of the sandbox). */
  sesIdentity?: { region: string; identity: string; productionAccess: boolean };
  /** The account's Lambda concurrency quota must be at least `required` (`reserved` of it reserved by the stage). */
  lambdaConcurrency?: { stage: string; reserved: number; required: number };
}

/**
 * Custom resources that fail the deploy when the account is not ready for the stage, each with a message saying what
 * to do (infra/constructs/deploy-checks/checks.ts). One small provider function runs them; its role may only read
 * what the checks read: the one SES identity, the SES account state and the Lambda account settings.
 */
export class DeployChecks extends Construct {
  readonly handler: AppFunction;
  readonly sesIdentity?: CustomResource;
  readonly lambdaConcurrency?: CustomResource;

  constructor(scope: Construct, id: string, props: DeployChecksProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.handler = new AppFunction(this, 'Handler', {
      def: DEPLOY_CHECKS_FUNCTION,
      // A handful of calls once per deploy: nothing to trace.
      defaults: { ...props.functionDefaults, tracing: false },
      description: `${props.functionDefaults.stage} checks the account before a deploy (SES identity, Lambda quota)`,
    });
    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.handler,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: props.functionDefaults.logRetention,
        removalPolicy: props.functionDefaults.logRemovalPolicy,
      }),
    });
    acknowledgeFindings(provider, 'AwsSolutions-IAM4', /.*/, NAG_REASONS.cdkProvider);
    acknowledgeFindings(provider, 'AwsSolutions-IAM5', /.*/, NAG_REASONS.cdkProvider);
    Validations.of(provider).acknowledge({ id: 'AwsSolutions-L1', reason: NAG_REASONS.cdkProvider });

    const accountReads: string[] = [];
    const { sesIdentity, lambdaConcurrency } = props;
    if (sesIdentity) {
      this.handler.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:GetEmailIdentity'],
          resources: [stack.formatArn({ service: 'ses', region: sesIdentity.region, resource: 'identity', resourceName: sesIdentity.identity })],
        }),
      );
      if (sesIdentity.productionAccess) accountReads.push('ses:GetAccount');
      const properties: z.input<typeof SesIdentityCheck> = {
        Check: 'ses-identity',
        Region: sesIdentity.region,
        Identity: sesIdentity.identity,
        ProductionAccess: sesIdentity.productionAccess ? 'true' : 'false',
      };
      this.sesIdentity = new CustomResource(this, 'SesIdentityVerified', {
        serviceToken: provider.serviceToken,
        resourceType: 'Custom::SesIdentityVerified',
        properties,
      });
    }
    if (lambdaConcurrency) {
      accountReads.push('lambda:GetAccountSettings');
      const properties: z.input<typeof LambdaConcurrencyCheck> = {
        Check: 'lambda-concurrency',
        Stage: lambdaConcurrency.stage,
        Reserved: lambdaConcurrency.reserved,
        Required: lambdaConcurrency.required,
      };
      this.lambdaConcurrency = new CustomResource(this, 'LambdaConcurrencyQuota', {
        serviceToken: provider.serviceToken,
        resourceType: 'Custom::LambdaConcurrencyQuota',
        properties,
      });
    }
    if (accountReads.length > 0) {
      this.handler.addToRolePolicy(new PolicyStatement({ actions: accountReads, resources: ['*'] }));
      acknowledgeFindings(this.handler, 'AwsSolutions-IAM5', /^Resource::\*$/, NAG_REASONS.deployCheckAccountReads);
    }
  }
}
