import * as z from 'zod';
import { ENV, MAIL_RETRY, PROVIDER_ENV } from '../../../shared/platform';
import { boundedInt, parseEnv, requiredUrl } from '../config-schema';

/** The outbox queue the producers send to (read on first send, so a function that sends nothing needs no queue). */
export const mailQueueUrl = () => parseEnv(z.object({ [ENV.mailQueueUrl]: requiredUrl() }), process.env)[ENV.mailQueueUrl];

/** The first retry delay (seconds); the stages leave it at MAIL_RETRY.baseSeconds, a test stage shortens it. */
export const mailRetryBaseSeconds = () =>
  parseEnv(z.object({ [PROVIDER_ENV.mailRetryBaseSeconds]: boundedInt(MAIL_RETRY.baseSeconds, 0, MAIL_RETRY.maxSeconds) }), process.env)[
    PROVIDER_ENV.mailRetryBaseSeconds
  ];

/** How long a failed send is hidden before its next delivery: doubling per receive, at most MAIL_RETRY.maxSeconds. */
export function retryDelaySeconds(receiveCount: number, baseSeconds = mailRetryBaseSeconds()): number {
  const exponent = Math.max(0, Math.min(20, receiveCount - 1));
  return Math.min(MAIL_RETRY.maxSeconds, baseSeconds * 2 ** exponent);
}
