import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { NAG_REASONS } from './nag-reasons';

export interface OpsAlarmsProps {
  /** Subscribed to the alarm topic when set. */
  email?: string;
}

/** An alarm topic and the alarms that matter operationally: anything in a DLQ, any Lambda error. */
export class OpsAlarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OpsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { enforceSSL: true });
    Validations.of(this.topic).acknowledge({ id: 'AwsSolutions-SNS2', reason: NAG_REASONS.snsKms });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }

  /** A message in a dead-letter queue means work that failed every retry. */
  deadLetters(id: string, queue: IQueue): Alarm {
    return this.add(
      new Alarm(this, `${id}DlqNotEmpty`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `Messages in the ${id} dead-letter queue`,
      }),
    );
  }

  errors(id: string, fn: IFunction): Alarm {
    return this.add(
      new Alarm(this, `${id}Errors`, {
        metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `Errors of the ${id} function`,
      }),
    );
  }

  private add(alarm: Alarm): Alarm {
    alarm.addAlarmAction(this.action);
    return alarm;
  }
}
