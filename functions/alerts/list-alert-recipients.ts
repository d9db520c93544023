import { teamRecipients } from '../core/alerts/recipients-view';
import { route } from '../lib/http';

/** Who receives the team's alerts on which channels, numbers masked, and the month's SMS and WhatsApp allowance. */
export const listAlertRecipients = route('listAlertRecipients', async ({ team }) => teamRecipients(team.teamId));
