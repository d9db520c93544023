import { Entity } from 'electrodb';

/**
 * One password-reset link: the SHA-256 hash of its token (never the token), whose pool user it resets, and until
 * when. `usedAt` is set once, by a conditional update, when the password is set: a second use fails. The table's TTL
 * removes the item after `expiresAt` (epoch seconds); until then an expired link is refused on reading the time.
 */
export const ResetTokenEntity = new Entity({
  model: { entity: 'resetToken', version: '1', service: 'fieldwatch' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    /** The pool's username (an opaque id): AdminSetUserPassword takes it. */
    username: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    usedAt: { type: 'string' },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'], template: 'RESET#${tokenHash}' },
      sk: { field: 'sk', composite: [], template: 'RESET' },
    },
  },
});

/**
 * The per-address throttle of reset requests: the next time (epoch ms) a mail may be asked for this address, keyed by
 * the address's hash (kept whether or not it has an account, so the throttle tells nobody who has one).
 */
export const ResetGateEntity = new Entity({
  model: { entity: 'resetGate', version: '1', service: 'fieldwatch' },
  attributes: {
    emailHash: { type: 'string', required: true },
    nextAt: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['emailHash'], template: 'RESET_GATE#${emailHash}' },
      sk: { field: 'sk', composite: [], template: 'RESET_GATE' },
    },
  },
});

