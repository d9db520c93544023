import { markAlertRead } from '../core/alerts/alert-list';
import { route } from '../lib/http';

/** PATCH /alerts/{id}/: marks one of the caller's own alerts read (or unread); another user's id is not found. */
export const readAlert = route('readAlert', async ({ params, body, caller, language }) => markAlertRead(caller.userId, params.id, body.read, language));
