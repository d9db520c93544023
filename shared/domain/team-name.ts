import { NAME_MAX_LENGTH } from './names';

/**
 * A team's name, as its owner may set it: long enough for "First Last's Farm" built from two names of the longest
 * length (the name every team starts with), short enough for a mail subject and the team switcher.
 */
export const TEAM_NAME_MIN_LENGTH = 3;
export const TEAM_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 10;

export const TEAM_NAME_MESSAGES = {
  tooShort: `A team name needs at least ${TEAM_NAME_MIN_LENGTH} characters.`,
  tooLong: `A team name can be at most ${TEAM_NAME_MAX_LENGTH} characters long.`,
  ownerOnly: 'Only the team owner can rename the team.',
  renamed: 'Team renamed successfully.',
} as const;
