import { generateSync } from 'otplib';
import { LOCAL_STAFF_TOTP_SECRET } from './cognito-mfa';

/**
 * `npx tsx infra/local/totp-code.ts [secret]`: the current authenticator code of the local demo staff admin (or of
 * another base32 secret), for a developer without an authenticator app at hand.
 */
const secret = process.argv[2] ?? LOCAL_STAFF_TOTP_SECRET;
const remaining = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${generateSync({ secret })}   (valid for ${remaining} more s)`);
