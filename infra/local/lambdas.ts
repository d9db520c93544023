import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionDef } from '../definitions';

/**
 * The local stage runs each Lambda's own module in-process: the entry files the CDK stacks bundle, loaded once
 * and invoked with AWS-shaped events and a Lambda-shaped context.
 */
type AnyHandler = (event: unknown, context: Context) => Promise<unknown>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const loaded = new Map<string, Promise<AnyHandler>>();

export function loadHandler(fn: FunctionDef): Promise<AnyHandler> {
  let handler = loaded.get(fn.entry);
  if (!handler) {
    handler = import(pathToFileURL(path.join(ROOT, fn.entry)).href).then((mod: { handler?: AnyHandler }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${fn.entry} exports no handler`);
      return mod.handler;
    });
    loaded.set(fn.entry, handler);
  }
  return handler;
}

export function lambdaContext(fn: FunctionDef): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${fn.name}`,
    memoryLimitInMB: String(fn.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, fn.timeoutSeconds * 1000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export async function invoke(fn: FunctionDef, event: unknown): Promise<unknown> {
  const handler = await loadHandler(fn);
  return handler(event, lambdaContext(fn));
}

/** What a function that ran out of its configured time is answered with (the local gateway turns it into a 504). */
export class FunctionTimedOut extends Error {
  constructor(readonly fn: FunctionDef) {
    super(`${fn.name} timed out after ${fn.timeoutSeconds} s`);
  }
}

/**
 * `invoke` as Lambda runs it: after the function's configured timeout the caller is told it timed out, whatever
 * the handler still does (in-process it cannot be frozen, as Lambda would; what it writes later still lands, as
 * a deployed function's pending writes may).
 */
export async function invokeWithin(fn: FunctionDef, event: unknown): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FunctionTimedOut(fn)), fn.timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([invoke(fn, event), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
