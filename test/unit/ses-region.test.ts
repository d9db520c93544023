import { afterEach, describe, expect, it, vi } from 'vitest';
import { signingRegion } from '../../infra/local/ses';
import { ENV } from '../../shared/platform';

/** The functions' SES client is built in the stage's SES region (`SES_REGION`), never the function's own. */
const saved = { ses: process.env[ENV.sesRegion], aws: process.env.AWS_REGION };
afterEach(() => {
  process.env[ENV.sesRegion] = saved.ses;
  process.env.AWS_REGION = saved.aws;
  vi.resetModules();
});

describe('the SES client of the functions', () => {
  it('signs for the SES region when the function runs in another', async () => {
    process.env.AWS_REGION = 'us-east-1';
    process.env[ENV.sesRegion] = 'eu-west-1';
    const { sesClient } = await import('../../functions/core/mail/deliver-mail');
    expect(await (await sesClient()).client.config.region()).toBe('eu-west-1');
  });

  it("uses the function's region on a stage without an SES identity", async () => {
    process.env.AWS_REGION = 'us-east-2';
    delete process.env[ENV.sesRegion];
    const { sesClient } = await import('../../functions/core/mail/deliver-mail');
    expect(await (await sesClient()).client.config.region()).toBe('us-east-2');
  });
});

describe("the local SES stand-in's reading of a request's region", () => {
  it('takes the credential scope of a SigV4 Authorization header', () => {
    const header =
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261126/us-east-1/ses/aws4_request, SignedHeaders=host;x-amz-date, Signature=abc';
    expect(signingRegion(header)).toBe('us-east-1');
    expect(signingRegion(undefined)).toBeUndefined();
    expect(signingRegion('Bearer token')).toBeUndefined();
  });
});
