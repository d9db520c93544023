import { CfnResource, type IAspect, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';

const LAMBDA_FUNCTION = 'AWS::Lambda::Function';

/**
 * Gives every Lambda of a stack a log group with the stage's retention, CDK's own included: the providers of custom
 * resources (bucket auto-delete, bucket notifications, cross-region exports, log retention), BucketDeployment and
 * AwsCustomResource. Without it their logs are kept two years (CDK's managed log group) or forever (the group the
 * function creates at its first call). Product functions (AppFunction) already name their own group and are left as
 * they are. Add with `Aspects.of(app).add(aspect, { priority: AspectPriority.MUTATING })`.
 */
export class FunctionLogRetention implements IAspect {
  private readonly handled = new WeakSet<IConstruct>();

  constructor(
    private readonly retention: RetentionDays,
    private readonly removalPolicy: RemovalPolicy,
  ) {}

  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource) || node.cfnResourceType !== LAMBDA_FUNCTION || this.handled.has(node)) return;
    this.handled.add(node);
    if (node instanceof CfnFunction && namesLogGroup(node)) return;
    // An L2 function under the `useCdkManagedLogGroup` flag: its `/aws/lambda/<name>` group, kept two years by default.
    const managed = node.node.scope?.node.tryFindChild('LogGroup');
    if (managed instanceof LogGroup) {
      const cfn = managed.node.defaultChild as CfnResource;
      cfn.addPropertyOverride('RetentionInDays', this.retention);
      cfn.applyRemovalPolicy(this.removalPolicy);
      return;
    }
    // A custom resource provider (a raw CfnResource): a group of its own, named in its logging config, so that the
    // function exists only once the group does.
    const scope = node.node.scope ?? Stack.of(node);
    const logGroup = new LogGroup(scope, `${node.node.id}Logs`, { retention: this.retention, removalPolicy: this.removalPolicy });
    node.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
  }
}

function namesLogGroup(fn: CfnFunction): boolean {
  const config = fn.loggingConfig;
  return config !== undefined && 'logGroup' in config && config.logGroup !== undefined;
}
