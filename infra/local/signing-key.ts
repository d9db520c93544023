import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local stage's own token signing key. cognito-local signs with a key pair published in its npm package, so
 * anyone could mint a token the stage accepts; the stage signs with a key generated once per data folder instead
 * (kept next to the pool's data, readable by its owner only), and publishes only that key's public half.
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

interface StoredKey {
  kid: string;
  pem: string;
}

export async function stageSigningKey(dataDir: string): Promise<SigningKey> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'token-signing-key.json');
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as StoredKey)
    .catch(() => null);
  let key = stored;
  if (!key) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = { kid: `stage-${randomBytes(8).toString('hex')}`, pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    await writeFile(file, JSON.stringify(key), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(key.pem);
  const publicKey = createPublicKey(privateKey);
  return { kid: key.kid, privateKey, publicKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid: key.kid, alg: 'RS256', use: 'sig' } };
}
