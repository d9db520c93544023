import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EdgeWebAcl, PASSWORD_RESET_CALLS_PER_FIVE_MINUTES_PER_IP } from '../../infra/constructs/edge-web-acl';

describe('the password reset in the web ACL', () => {
  it('rate-limits the three public reset calls per address, far below the stage-wide limit', () => {
    const stack = new Stack(new App(), 'WafProbe', { env: { region: 'us-east-1' } });
    new EdgeWebAcl(stack, 'Acl', { name: 'probe', limits: { requestsPerFiveMinutesPerIp: 2000, tileRequestsPerFiveMinutesPerIp: 10000 } });
    const [acl] = Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL'));
    const rules = acl?.Properties.Rules as Array<{ Name: string; Priority: number; Statement: { RateBasedStatement: Record<string, unknown> }; Action: unknown }>;
    const rule = rules.find((candidate) => candidate.Name === 'PasswordResetRatePerIp');
    expect(rule?.Action).toEqual({ Block: {} });
    expect(rule?.Statement.RateBasedStatement).toMatchObject({
      Limit: PASSWORD_RESET_CALLS_PER_FIVE_MINUTES_PER_IP,
      AggregateKeyType: 'IP',
      // The prefix of /auth/password_reset/, /validate_token/ and /confirm/.
      ScopeDownStatement: { ByteMatchStatement: { SearchString: '/api/auth/password_reset', PositionalConstraint: 'STARTS_WITH' } },
    });
    expect(new Set(rules.map((candidate) => candidate.Priority)).size).toBe(rules.length);
  });
});
