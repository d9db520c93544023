import { captured } from './tracing';

type Client = Parameters<typeof captured>[0];

/** A loaded AWS SDK module and the client built from it. */
export interface Loaded<Sdk, C> {
  sdk: Sdk;
  client: C;
}

/** The client on first use, the same one after; `forget()` builds a new one next time (tests change endpoints). */
export interface LazyClient<Sdk, C> {
  (): Promise<Loaded<Sdk, C>>;
  forget(): void;
}

/**
 * An AWS SDK client whose module is loaded on first use, not when the function's code is imported: each SDK
 * client package costs tens of milliseconds of a cold start (client-s3 alone about 140 ms), and most invocations
 * of a function never call most of the services its code can reach. The module comes back with the client, so the
 * command classes are taken from it too (a value import of a command would load the package at start again).
 *
 *   const s3 = lazyClient(() => import('@aws-sdk/client-s3'), (sdk) => new sdk.S3Client({ ...AWS_CLIENT_LIMITS }));
 *   const { sdk, client } = await s3();
 *   await client.send(new sdk.PutObjectCommand({ ... }));
 *
 * The client is traced (`captured`). A failed load is not remembered: the next call tries again.
 */
export function lazyClient<Sdk, C extends Client>(load: () => Promise<Sdk>, build: (sdk: Sdk) => C): LazyClient<Sdk, C> {
  let loaded: Promise<Loaded<Sdk, C>> | undefined;
  const get = () => {
    const attempt = (loaded ??= load().then((sdk) => ({ sdk, client: captured(build(sdk)) })));
    attempt.catch(() => {
      if (loaded === attempt) loaded = undefined;
    });
    return attempt;
  };
  return Object.assign(get, {
    forget: () => {
      loaded = undefined;
    },
  });
}
