import { AWS_CLIENT_LIMITS } from './aws-timeouts';
import { lazyClient } from './lazy-client';

/**
 * Secrets Manager values by secret name, read with the SDK (in the Lambda runtime, so not bundled) and kept for a
 * few minutes per container: a rotated secret is picked up without a deploy. The Parameters and Secrets Lambda
 * Extension would do the same but only exists as a layer in some regions; the SDK works in every region.
 */
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { value: string; readAt: number }>();
const secretsManager = lazyClient(
  () => import('@aws-sdk/client-secrets-manager'),
  (sdk) => new sdk.SecretsManagerClient({ ...AWS_CLIENT_LIMITS }),
);

export class SecretUnreadable extends Error {
  /** Secrets Manager has no such secret, or no version with the asked staging label (AWSPREVIOUS before a rotation). */
  readonly missing: boolean;

  constructor(
    readonly secretName: string,
    cause: unknown,
  ) {
    // The cause is kept: a throttled or unreachable Secrets Manager is an outage (503), not a bug.
    super(`Secret ${secretName} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SecretUnreadable';
    this.missing = (cause as { name?: string } | undefined)?.name === 'ResourceNotFoundException';
  }
}

export interface SecretReadOptions {
  /** A staging label other than AWSCURRENT: AWSPREVIOUS is the value the last rotation replaced. */
  versionStage?: string;
  /** Read again when the kept value is older than this (default five minutes; 0 always reads). */
  maxAgeMs?: number;
}

export async function secretString(name: string, now = Date.now(), options: SecretReadOptions = {}): Promise<string> {
  const key = options.versionStage ? `${name}\n${options.versionStage}` : name;
  const hit = cache.get(key);
  if (hit && now - hit.readAt < (options.maxAgeMs ?? TTL_MS)) return hit.value;
  try {
    const { sdk, client } = await secretsManager();
    const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: name, VersionStage: options.versionStage }));
    if (!SecretString?.trim()) throw new Error('the secret has no string value');
    cache.set(key, { value: SecretString.trim(), readAt: now });
    return SecretString.trim();
  } catch (error) {
    throw new SecretUnreadable(name, error);
  }
}

/** A JSON secret's `field` when the secret is a JSON object holding it; otherwise the whole secret string. */
export function secretField(secret: string, ...fields: string[]): string {
  try {
    const parsed = JSON.parse(secret) as Record<string, unknown>;
    for (const field of fields) if (typeof parsed[field] === 'string') return parsed[field];
  } catch {
    /* the secret is the value itself */
  }
  return secret;
}

/** Forgets cached values and the client (tests that change the endpoint). */
export function forgetSecrets(): void {
  cache.clear();
  secretsManager.forget();
}
