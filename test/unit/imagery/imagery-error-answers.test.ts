import { describe, expect, it } from 'vitest';
import { IMAGERY_UPSTREAM_FAILED, IMAGERY_UPSTREAM_TIMEOUT, toHttpError } from '../../../functions/lib/errors';
import { CogTruncatedError, ImageryError } from '../../../functions/imagery/errors';

describe('imagery failures as answers', () => {
  it('answers a plain 502 without the asset URL a truncated COG names', () => {
    const url = 'https://sentinel-cogs.s3.us-west-2.amazonaws.com/sentinel-s2-l2a-cogs/31/U/DQ/2024/6/B04.tif';
    const answer = toHttpError(new CogTruncatedError(url, { offset: 1000, length: 4096 }, 12));
    expect(answer?.status).toBe(502);
    expect(answer?.message).toBe(IMAGERY_UPSTREAM_FAILED);
    expect(answer?.message).not.toContain('amazonaws');
  });

  it('answers a plain 504 on a source timeout and keeps 4xx messages that speak to the user', () => {
    expect(toHttpError(new ImageryError('SOURCE_TIMEOUT', 'GET https://internal/asset.tif timed out'))?.message).toBe(IMAGERY_UPSTREAM_TIMEOUT);
    expect(toHttpError(new ImageryError('NO_SCENE', 'No image for this date.'))).toMatchObject({ status: 404, message: 'No image for this date.' });
  });
});
