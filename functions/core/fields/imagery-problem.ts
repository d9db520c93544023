import { db } from '../db/service';

/**
 * Why the index planner cannot plan a field, kept on the field (GET /field/{id}/ and the field list answer it as
 * `imagery_problem`, the field's page shows it), or cleared (null) once the field is planned again. Written only
 * when it changes, with the team's `fieldsVersion` so that the cached field list picks it up. A problem is kept
 * only for the boundary it was found on: a field reshaped (or deleted) since it was read is left alone.
 */
export interface ImageryProblemChange {
  teamId: string;
  fieldId: string;
  problem: string | null;
  /** The field's `updatedAt` as read with the boundary the problem is about. */
  readAt: string;
}

export async function saveImageryProblem(change: ImageryProblemChange): Promise<boolean> {
  const { teamId, fieldId, problem, readAt } = change;
  const result = await db()
    .transaction.write(({ team, field }) => [
      team.patch({ teamId }).add({ fieldsVersion: 1 }).set({ lastFieldChange: fieldId }).commit(),
      problem === null
        ? field
            .patch({ teamId, fieldId })
            .remove(['imageryProblem'])
            .where(({ updatedAt }, { eq }) => eq(updatedAt, readAt))
            .commit()
        : field
            .patch({ teamId, fieldId })
            .set({ imageryProblem: problem })
            .where(({ updatedAt }, { eq }) => eq(updatedAt, readAt))
            .commit(),
    ])
    .go();
  return !result.canceled;
}
