/** The admin console's own labels and texts (the server's come from shared/domain/admin.ts). */
export const ADMIN_TEXTS = {
  /** A phone scrolls a wide table sideways: its scroll area is reachable with the keyboard and named. */
  scrollArea: (table: string) => `${table} (scrolls sideways)`,
  // Forms
  newRecord: (what: string) => `New ${what}`,
  editingRecord: (what: string) => `Editing ${what}`,
  // Date filters
  fromAfterTo: 'From must be on or before To.',
  // Plans
  confirmDeletePlanWithSubscriptions: (count: number) =>
    `${count} team${count === 1 ? ' has' : 's have'} an active subscription on this plan; they keep it until it ends. Delete the plan anyway?`,
} as const;
