import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/**
 * Fails the deploy when a secret the stage names does not exist: without it the function would deploy and fail only
 * at its first call. A custom resource describes the secret (its metadata, never its value) on every create and on
 * every change of the name; the failing resource's logical id carries the secret's name, and CloudFormation shows
 * Secrets Manager's "can't find the specified secret" against it.
 */
export class RequiredSecret extends Construct {
  constructor(scope: Construct, secretName: string) {
    super(scope, requiredSecretId(secretName));
    const stack = Stack.of(this);
    const describe = {
      service: 'SecretsManager',
      action: 'describeSecret',
      parameters: { SecretId: secretName },
      physicalResourceId: PhysicalResourceId.of(`required-secret:${secretName}`),
    };
    new AwsCustomResource(this, 'Check', {
      onCreate: describe,
      onUpdate: describe,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['secretsmanager:DescribeSecret'],
          // Secrets Manager appends a 6-character suffix to the name in the ARN.
          resources: [stack.formatArn({ service: 'secretsmanager', resource: 'secret', resourceName: `${secretName}-??????`, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
        }),
      ]),
    });
  }
}

/** `SecretFieldwatchDevPaystackSecretKeyMustExist` for `fieldwatch/dev/paystack-secret-key`. */
export function requiredSecretId(secretName: string): string {
  const words = secretName.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `Secret${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}MustExist`;
}
