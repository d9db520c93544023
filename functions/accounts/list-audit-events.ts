import { auditPage } from '../core/admin/audit';
import { route } from '../lib/http';

/** Staff: who changed which setting, service, plan or team approval, and who deleted which user, newest first. */
export const listAuditEvents = route('listAuditEvents', async ({ query }) => auditPage(query));
