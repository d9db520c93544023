import type { CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/** A construct's logical id in its stack's template. */
export const logicalId = (construct: IConstruct, stack: Stack): string => stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

export interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** Every policy statement attached to a function's role in its stack's template. */
export function statementsOf(stack: Stack, fn: IFunction): Statement[] {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  const roleId = logicalId(fn.role, stack);
  return Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** Whether a statement allows `action`, on a resource whose template text contains `resourceText` when given. */
export const allows = (statements: Statement[], action: string, resourceText?: string) =>
  statements.some((statement) => [statement.Action].flat().includes(action) && (!resourceText || JSON.stringify(statement.Resource).includes(resourceText)));

type RouteResource = { Properties: { RouteKey: string; ApiId?: unknown; AuthorizationType?: string; AuthorizerId?: unknown; Target: unknown } };

/** The API stack's routes on one of its two HTTP APIs: the web app's (JWT authorizer) or the partner API (API keys). */
export function routesOf(api: Stack & { partnerApi: IConstruct }, which: 'web' | 'partner'): Array<[string, RouteResource]> {
  const partnerApiId = logicalId(api.partnerApi, api);
  return Object.entries(Template.fromStack(api).findResources('AWS::ApiGatewayV2::Route') as Record<string, RouteResource>).filter(
    ([, route]) => (JSON.stringify(route.Properties.ApiId) === JSON.stringify({ Ref: partnerApiId })) === (which === 'partner'),
  );
}
