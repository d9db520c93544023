import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AWS_REQUEST_HANDLER } from './aws-timeouts';

/**
 * Secrets Manager values by secret name, read with the SDK (in the Lambda runtime, so not bundled) and kept for a
 * few minutes per container: a rotated secret is picked up without a deploy. The Parameters and Secrets Lambda
 * Extension would do the same but only exists as a layer in some regions; the SDK works in every region.
 */
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { value: string; readAt: number }>();
let client: SecretsManagerClient | undefined;

export class SecretUnreadable extends Error {
  constructor(
    readonly secretName: string,
    cause: unknown,
  ) {
    super(`Secret ${secretName} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SecretUnreadable';
  }
}

export async function secretString(name: string, now = Date.now()): Promise<string> {
  const hit = cache.get(name);
  if (hit && now - hit.readAt < TTL_MS) return hit.value;
  client ??= new SecretsManagerClient({ requestHandler: AWS_REQUEST_HANDLER });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: name }));
    if (!SecretString?.trim()) throw new Error('the secret has no string value');
    cache.set(name, { value: SecretString.trim(), readAt: now });
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
  client = undefined;
}
