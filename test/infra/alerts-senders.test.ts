import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { smsIdentityArn, whatsappNumberArn } from '../../infra/constructs/alert-senders';

/** The one resource each sender's permission names, from however the stage gives it. */
const stack = () => new Stack(new App(), 'Senders', { env: { account: '123456789012', region: 'eu-west-1' } });

/** An ARN as deployed in the aws partition (the stack leaves the partition to CloudFormation). */
function deployed(s: Stack, arn: string): string {
  const resolved: unknown = s.resolve(arn);
  if (typeof resolved === 'string') return resolved;
  const [, parts] = (resolved as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part) === '{"Ref":"AWS::Partition"}' ? 'aws' : '?')).join('');
}

describe('the SMS origination identity as an IAM resource', () => {
  it('names a pool, a phone number or a sender ID of the stage account and region, and keeps an ARN as given', () => {
    const s = stack();
    expect(deployed(s, smsIdentityArn(s, 'pool-abc123'))).toBe('arn:aws:sms-voice:eu-west-1:123456789012:pool/pool-abc123');
    expect(deployed(s, smsIdentityArn(s, 'phone-abc123'))).toBe('arn:aws:sms-voice:eu-west-1:123456789012:phone-number/phone-abc123');
    // A sender ID is registered per country: any of its countries.
    expect(deployed(s, smsIdentityArn(s, 'FieldWatch'))).toBe('arn:aws:sms-voice:eu-west-1:123456789012:sender-id/FieldWatch/*');
    const shared = 'arn:aws:sms-voice:eu-west-1:210987654321:pool/pool-shared';
    expect(deployed(s, smsIdentityArn(s, shared))).toBe(shared);
  });

  it('refuses a number written as digits, which IAM cannot name', () => {
    expect(() => smsIdentityArn(stack(), '+2348030000001')).toThrow(/phone number id/);
  });
});

describe('the WhatsApp phone number as an IAM resource', () => {
  it('names the phone number id of the stage account and region, and keeps an ARN as given', () => {
    const s = stack();
    expect(deployed(s, whatsappNumberArn(s, 'phone-number-id-0123abcd'))).toBe('arn:aws:social-messaging:eu-west-1:123456789012:phone-number-id/0123abcd');
    const arn = 'arn:aws:social-messaging:eu-west-1:123456789012:phone-number-id/0123abcd';
    expect(deployed(s, whatsappNumberArn(s, arn))).toBe(arn);
  });
});
