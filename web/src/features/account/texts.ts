import { TEAM_NAME_MESSAGES } from '../../../../shared/domain/team-name';

/** Texts of My Account's team cards (the specification leaves them to the builder). */
export const ACCOUNT_TEAM_TEXTS = {
  teamCardTitle: 'My Team',
  teamNameLabel: 'Team Name',
  renameButton: 'Rename Team',
  renaming: 'Renaming...',
  renamed: TEAM_NAME_MESSAGES.renamed,
  ownerOnly: TEAM_NAME_MESSAGES.ownerOnly,
} as const;
