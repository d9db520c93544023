import type { FieldItem } from '../../functions/core/db/field-entities';
import { encodeRings } from '../../functions/core/fields/polyline';
import { type Cursor, type PlanStore, teamFieldsOf } from '../../functions/core/imagery/index-jobs';

/** A 4 ha field of team T in Kaduna (MGRS tile 32PMR), as the planner's unit tests plan it. */
export const plannerField = (fieldId: string): FieldItem => ({
  teamId: 'T',
  fieldId,
  name: fieldId,
  groupName: 'All',
  boundary: encodeRings([[[8.5, 9.2], [8.502, 9.2], [8.502, 9.202], [8.5, 9.202], [8.5, 9.2]]]),
  sizeHa: 4,
  centroid: [8.501, 9.201],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** The planner's store in memory: the fields, and the cursors it saves (`saved`, one per field) read back. */
export function memoryPlanStore(fields: readonly FieldItem[], now: Date): { store: PlanStore; saved: Cursor[] } {
  const saved: Cursor[] = [];
  const store: PlanStore = {
    teamFields: async () => teamFieldsOf([...fields], saved.map((cursor) => ({ ...cursor, updatedAt: now.toISOString() }))),
    saveCursors: async (cursors) => {
      for (const cursor of cursors) saved.splice(0, saved.length, ...saved.filter((old) => old.fieldId !== cursor.fieldId), cursor);
    },
  };
  return { store, saved };
}
