import type { ApiMessageId } from '../i18n/english';
import { NAME_MAX_LENGTH } from './names';

/**
 * A team's name, as its owner may set it: long enough for "First Last's Farm" built from two names of the longest
 * length (the name every team starts with), short enough for a mail subject and the team switcher.
 */
export const TEAM_NAME_MIN_LENGTH = 3;
export const TEAM_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 10;

/** Catalogue keys; the lengths fill `{minimum}`/`{maximum}` from the schema's issue. */
export const TEAM_NAME_MESSAGES = {
  tooShort: 'team.rename.tooShort',
  tooLong: 'team.rename.tooLong',
  ownerOnly: 'team.rename.ownerOnly',
  renamed: 'team.rename.renamed',
} as const satisfies Record<string, ApiMessageId>;
