import {
  CfnResource,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
  Validations,
} from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledges IAM findings one exact string at a time (`AwsSolutions-IAM5[Resource::...]`), and a
 * cross-stack ARN only has its final form after synthesis (`{"Fn::GetStackOutput":...}/*`). This lets a construct
 * accept findings by pattern instead: a validation plugin, registered before cdk-nag's, computes the findings with
 * cdk-nag's own rule functions and acknowledges the matching ones on the resource, each with its reason.
 */
export type PatternRule = 'AwsSolutions-IAM4' | 'AwsSolutions-IAM5';

interface FindingPattern {
  rule: PatternRule;
  pattern: RegExp;
  reason: string;
}

type RuleCheck = (node: CfnResource) => unknown;

const CHECKS: Record<PatternRule, RuleCheck> = {
  'AwsSolutions-IAM4': rules.iam.IAMNoManagedPolicies as RuleCheck,
  'AwsSolutions-IAM5': rules.iam.IAMNoWildcardPermissions as RuleCheck,
};

const PATTERNS = new WeakMap<IConstruct, FindingPattern[]>();

/** Accepts the `rule` findings matching `pattern` on `scope` and everything under it. */
export function acknowledgeFindings(scope: IConstruct, rule: PatternRule, pattern: RegExp, reason: string): void {
  const list = PATTERNS.get(scope) ?? [];
  list.push({ rule, pattern, reason });
  PATTERNS.set(scope, list);
}

function patternsOf(node: IConstruct): FindingPattern[] {
  return node.node.scopes.flatMap((scope) => PATTERNS.get(scope) ?? []);
}

export class FindingPatternAcknowledgements implements IPolicyValidationPlugin {
  readonly name = 'fieldwatch-finding-patterns';

  constructor(private readonly root: IConstruct) {}

  validate(): PolicyValidationPluginReport {
    for (const node of this.root.node.findAll()) {
      if (!CfnResource.isCfnResource(node)) continue;
      const patterns = patternsOf(node);
      for (const [rule, check] of Object.entries(CHECKS) as Array<[PatternRule, RuleCheck]>) {
        const relevant = patterns.filter((candidate) => candidate.rule === rule);
        if (relevant.length === 0) continue;
        const findings = check(node);
        if (!Array.isArray(findings)) continue;
        for (const finding of findings as string[]) {
          const match = relevant.find((candidate) => candidate.pattern.test(finding));
          if (match) Validations.of(node).acknowledge({ id: `${rule}[${finding}]`, reason: match.reason });
        }
      }
    }
    return { success: true, violations: [] };
  }
}
