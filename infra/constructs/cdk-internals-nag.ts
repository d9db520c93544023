import { type Stack, Validations } from 'aws-cdk-lib';
import { NAG_REASONS } from './nag-reasons';
import { acknowledgeFindings } from './nag-patterns';

/** Ids (prefixes) of the singleton Lambdas aws-cdk-lib adds to a stack for its own custom resources. */
const CDK_SINGLETONS = [
  'BucketNotificationsHandler',
  'Custom::CDKBucketDeployment',
  'Custom::S3AutoDeleteObjectsCustomResourceProvider',
  // AwsCustomResource's singleton (the required-secret checks).
  'AWS679f53fac002430cb0da5b7982bd2287',
];

/** Accepts, with one reason, what cdk-nag finds in the Lambdas aws-cdk-lib owns (not ours to change). */
export function suppressCdkInternals(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!CDK_SINGLETONS.some((prefix) => child.node.id.startsWith(prefix))) continue;
    Validations.of(child).acknowledge({ id: 'AwsSolutions-L1', reason: NAG_REASONS.cdkCustomResource });
    acknowledgeFindings(child, 'AwsSolutions-IAM4', /.*/, NAG_REASONS.cdkCustomResource);
    acknowledgeFindings(child, 'AwsSolutions-IAM5', /.*/, NAG_REASONS.cdkCustomResource);
  }
}
