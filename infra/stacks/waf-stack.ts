import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import type { StageConfig } from '../stages';

export interface WafStackProps extends StackProps {
  config: StageConfig;
  requestsPerFiveMinutesPerIp: number;
}

/** CloudFront's web ACL for a stage deployed outside us-east-1: a CLOUDFRONT-scoped ACL exists only there. */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const acl = new EdgeWebAcl(this, 'WebAcl', { name: `fieldwatch-${props.config.name}-edge`, requestsPerFiveMinutesPerIp: props.requestsPerFiveMinutesPerIp });
    this.webAclArn = acl.arn;
  }
}
