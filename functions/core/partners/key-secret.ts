import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RANDOM_BYTES, API_KEY_VISIBLE_CHARS } from '../../../shared/domain/api-keys';

/** A new key: `fw_` and 32 random bytes in base64url; what is stored of it is its hash and its first characters. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_VISIBLE_CHARS) };
}

/**
 * SHA-256 of the key. A password needs a slow, salted hash because people choose guessable ones; a key of 256
 * random bits cannot be guessed from its hash, so a fast hash is as safe and lets every call find its key by it.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
