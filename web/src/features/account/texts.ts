import type { MessageId } from '../../../../shared/i18n/english';
import { TEAM_NAME_MESSAGES } from '../../../../shared/domain/team-name';

/** Texts of My Account's team cards (the specification leaves them to the builder): catalogue keys. */
export const ACCOUNT_TEAM_TEXTS = {
  teamCardTitle: 'account.team.title',
  teamNameLabel: 'account.team.nameLabel',
  renameButton: 'account.team.rename',
  renaming: 'account.team.renaming',
  renamed: TEAM_NAME_MESSAGES.renamed,
  ownerOnly: TEAM_NAME_MESSAGES.ownerOnly,
} as const satisfies Record<string, MessageId>;
