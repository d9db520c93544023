import type { MessageId } from '../../../../shared/i18n/english';

/**
 * The admin console's own texts, as keys of the admin web catalogue (the server's shared ones are ADMIN_MESSAGES in
 * shared/domain/admin.ts). Values: scrollArea `{ table }`, newRecord/editingRecord `{ what }`,
 * confirmDeletePlanWithSubscriptions `{ count }`.
 */
export const ADMIN_TEXTS = {
  /** A phone scrolls a wide table sideways: its scroll area is reachable with the keyboard and named. */
  scrollArea: 'admin.ui.scrollArea',
  // Forms
  newRecord: 'admin.ui.newRecord',
  editingRecord: 'admin.ui.editingRecord',
  // Date filters
  fromAfterTo: 'admin.ui.fromAfterTo',
  // Plans
  confirmDeletePlanWithSubscriptions: 'admin.ui.confirmDeletePlanWithSubscriptions',
} as const satisfies Record<string, MessageId>;
