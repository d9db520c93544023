/**
 * Read-only share links: a team shows one field or a selection (map, chart, report) to someone without an account
 * (an agronomist, a buyer, a bank, an insurer) until a chosen day, and can take the link back at any time. One
 * source for the limits and message keys the API, the web app and the tests share.
 */
export const SHARE_LIMITS = {
  /** The token's random bytes (base64url in the link); only its SHA-256 hash is stored. */
  tokenBytes: 32,
  minDays: 1,
  maxDays: 90,
  defaultDays: 30,
  labelMaxLength: 80,
  /** A link shows at most this many fields (a farm summary's selection). */
  maxFields: 50,
  /** Calls one link may make in a minute: a viewer's page load is a handful; a scraper is refused. */
  callsPerMinute: 120,
  /**
   * The report a link's page shows covers the last days of its chart: the field as it is now, built from the days
   * already stored (a whole chart window would make the page compute older days on request, slow on first view).
   */
  reportDays: 30,
} as const;

/** The path of the public page a link opens (the app's origin in front). */
export const SHARE_PAGE_PATH = '/share/';

/** A token as the link carries it: 32 bytes in base64url are 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SHARING_MESSAGES = {
  notFound: 'sharing.notFound',
  linkNotFound: 'sharing.linkNotFound',
  ended: 'sharing.ended',
  tooManyCalls: 'sharing.tooManyCalls',
  fieldsRequired: 'sharing.fieldsRequired',
  tooManyFields: 'sharing.tooManyFields',
  fieldNotInTeam: 'sharing.fieldNotInTeam',
  labelRequired: 'sharing.labelRequired',
  labelTooLong: 'sharing.labelTooLong',
  daysInvalid: 'sharing.daysInvalid',
  fieldNotShared: 'sharing.fieldNotShared',
} as const;
