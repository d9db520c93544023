import type { Context } from 'aws-lambda';
import { vi } from 'vitest';

/** A Lambda-shaped context, as the runtime (or the local stage) hands a function. */
export function lambdaContext(functionName: string, awsRequestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'unit',
    getRemainingTimeInMillis: () => 60_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * What a function writes to stdout and stderr while `run` runs, one parsed JSON line each (logs, EMF metrics),
 * kept from the test output.
 */
export async function capturedLines(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const collect = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ text: line });
      }
    }
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(collect);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(collect);
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return lines;
}

/**
 * The EMF lines among them: metric name -> total, with the namespace and service dimension they were sent under
 * (a metric counted several times is sent as a list of values, which CloudWatch sums).
 */
const total = (value: unknown) => (Array.isArray(value) ? value.reduce((sum: number, one) => sum + Number(one), 0) : value);

export function emittedMetrics(lines: Array<Record<string, unknown>>): Array<{ namespace: string; service: unknown; values: Record<string, unknown> }> {
  return lines
    .filter((line) => '_aws' in line)
    .map((line) => {
      const aws = line._aws as { CloudWatchMetrics: Array<{ Namespace: string; Metrics: Array<{ Name: string }> }> };
      const [directive] = aws.CloudWatchMetrics;
      return {
        namespace: directive?.Namespace ?? '',
        service: line.service,
        values: Object.fromEntries((directive?.Metrics ?? []).map((metric) => [metric.Name, total(line[metric.Name])])),
      };
    });
}
