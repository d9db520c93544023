import * as z from 'zod';

/** A queued user deletion: who is deleted, and the staff member who asked (recorded in the audit trail at the end). */
export const UserDeletionMessage = z.object({
  userId: z.string().min(1),
  actor: z.object({ userId: z.string().min(1), email: z.string() }),
});
export type UserDeletionMessage = z.infer<typeof UserDeletionMessage>;
