import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import type { StageConfig, WafStageConfig } from '../stages';

export interface WafStackProps extends StackProps {
  config: StageConfig;
  /** The stage's per-IP limits (its `waf` setting). */
  limits: WafStageConfig;
}

/** CloudFront's web ACL for a stage deployed outside us-east-1: a CLOUDFRONT-scoped ACL exists only there. */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const acl = new EdgeWebAcl(this, 'WebAcl', { name: `fieldwatch-${props.config.name}-edge`, limits: props.limits });
    this.webAclArn = acl.arn;
  }
}
