import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmTopicKey } from './alarm-topic-key';

export interface OpsAlarmsProps {
  /** Subscribed to the alarm topic when set. */
  email?: string;
  dashboardName: string;
}

/**
 * An alarm topic, the alarms that mean something to an operator (anything in a DLQ, Lambda errors, throttles and
 * durations near the timeout, old messages waiting, the API's 5xx rate, DynamoDB throttling) and one dashboard of
 * the same metrics.
 */
export class OpsAlarms extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;
  private readonly widgets: Record<'api' | 'functions' | 'queues' | 'table', IMetric[]> = { api: [], functions: [], queues: [], table: [] };

  constructor(scope: Construct, id: string, props: OpsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { enforceSSL: true, masterKey: alarmTopicKey(this) });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
  }

  /** Draws what the alarms watch; call once every alarm is added. */
  drawDashboard(): void {
    const titles = { api: 'API', functions: 'Lambda errors, throttles, duration', queues: 'Queues', table: 'DynamoDB throttles' };
    for (const [key, metrics] of Object.entries(this.widgets) as Array<[keyof typeof titles, IMetric[]]>) {
      if (metrics.length > 0) this.dashboard.addWidgets(new GraphWidget({ title: titles[key], left: metrics, width: 24 }));
    }
  }

  /** More than `percent` of the API's answers in 5 minutes were 5xx (with at least a few requests). */
  apiServerErrors(api: IHttpApi, percent = 5): Alarm {
    const errors = api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' });
    const count = api.metricCount({ period: Duration.minutes(5), statistic: 'Sum' });
    const rate = new MathExpression({
      expression: 'IF(count >= 20, 100 * errors / count, 0)',
      usingMetrics: { errors, count },
      label: 'API 5xx %',
      period: Duration.minutes(5),
    });
    this.widgets.api.push(rate, count);
    return this.add(
      new Alarm(this, 'Api5xxRate', {
        metric: rate,
        threshold: percent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `More than ${percent}% of API answers are 5xx`,
      }),
    );
  }

  /** Any throttled invocation: reserved concurrency or the account limit is reached. */
  throttles(id: string, fn: IFunction): Alarm {
    const metric = fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' });
    this.widgets.functions.push(metric);
    return this.add(
      new Alarm(this, `${id}Throttles`, {
        metric,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `Throttled invocations of the ${id} function`,
      }),
    );
  }

  /** The slowest invocations come within 80% of the timeout: the next ones will time out. */
  durationNearTimeout(id: string, fn: IFunction, timeoutSeconds: number): Alarm {
    const metric = fn.metricDuration({ period: Duration.minutes(5), statistic: 'p99' });
    this.widgets.functions.push(metric);
    return this.add(
      new Alarm(this, `${id}DurationNearTimeout`, {
        metric,
        threshold: timeoutSeconds * 1000 * 0.8,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `p99 duration of the ${id} function above 80% of its ${timeoutSeconds} s timeout`,
      }),
    );
  }

  /** The oldest waiting message is older than `maxAge`: the consumers are not keeping up (or not running). */
  queueAge(id: string, queue: IQueue, maxAge: Duration): Alarm {
    const metric = queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' });
    this.widgets.queues.push(metric);
    return this.add(
      new Alarm(this, `${id}OldestMessage`, {
        metric,
        threshold: maxAge.toSeconds(),
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `A message has waited more than ${maxAge.toHumanString()} in the ${id} queue`,
      }),
    );
  }

  /** Read or write requests throttled by the table (on-demand limits or a hot partition). */
  tableThrottles(tableName: string): Alarm {
    const metric = (metricName: string) =>
      new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: tableName }, period: Duration.minutes(5), statistic: 'Sum' });
    const throttled = new MathExpression({
      expression: 'reads + writes',
      usingMetrics: { reads: metric('ReadThrottleEvents'), writes: metric('WriteThrottleEvents') },
      label: 'Throttle events',
      period: Duration.minutes(5),
    });
    this.widgets.table.push(throttled);
    return this.add(
      new Alarm(this, 'TableThrottles', {
        metric: throttled,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: 'DynamoDB throttled reads or writes of the table',
      }),
    );
  }

  /** A message in a dead-letter queue means work that failed every retry. */
  deadLetters(id: string, queue: IQueue): Alarm {
    const metric = queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' });
    this.widgets.queues.push(metric);
    return this.add(
      new Alarm(this, `${id}DlqNotEmpty`, {
        metric,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `Messages in the ${id} dead-letter queue`,
      }),
    );
  }

  errors(id: string, fn: IFunction): Alarm {
    const metric = fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
    this.widgets.functions.push(metric);
    return this.add(
      new Alarm(this, `${id}Errors`, {
        metric,
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
