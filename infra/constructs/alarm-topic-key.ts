import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';

/** The service that publishes alarm notifications to the topic. */
export const ALARM_PUBLISHER = 'cloudwatch.amazonaws.com';

/**
 * The alarm topic's KMS key (rotated yearly). CloudWatch alarms publish to an encrypted topic only when the key lets
 * the CloudWatch service make data keys with it (SNS's AWS-managed key does not), so its policy says so. It protects
 * messages in flight only: it goes with the stack.
 */
export function alarmTopicKey(scope: Construct): Key {
  const key = new Key(scope, 'TopicKey', {
    description: 'FieldWatch alarm topic',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.DESTROY,
    pendingWindow: Duration.days(7),
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new ServicePrincipal(ALARM_PUBLISHER)],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }),
  );
  return key;
}
