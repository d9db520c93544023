import { ulid } from 'ulid';
import type { AuditEvent, AuditQuery } from '../../../shared/api/schemas/admin';
import { db } from '../db/service';
import type { AuditItem } from '../db/admin-entities';
import { createdRange, inRange, newestFirst, pageFrom, type Page } from './paging';
import { auditTargetNames } from './audit-target-names';

export interface Actor {
  userId: string;
  email: string;
}

/** The longest detail kept: enough for any admin form's values. */
const DETAIL_MAX = 2000;

/** One administrator action as stored: who, what (the route's name), on which item, with which values. */
export function auditEntry(actor: Actor, action: string, target: string | null, detail: unknown) {
  const text = typeof detail === 'string' ? detail : detail === undefined ? '' : JSON.stringify(detail);
  return {
    auditId: ulid(),
    actorId: actor.userId,
    actorEmail: actor.email,
    action,
    ...(target ? { target } : {}),
    detail: text.slice(0, DETAIL_MAX),
    createdAt: new Date().toISOString(),
  };
}

/** Records one administrator action. */
export async function recordAudit(actor: Actor, action: string, target: string | null, detail: unknown): Promise<void> {
  await db().entities.audit.create(auditEntry(actor, action, target, detail)).go();
}

function toAuditEvent(item: AuditItem, names: ReadonlyMap<string, string>): AuditEvent {
  return {
    id: item.auditId,
    actor: { id: item.actorId, email: item.actorEmail },
    action: item.action,
    target: item.target ?? null,
    target_name: names.get(item.auditId) ?? null,
    detail: item.detail,
    date_created: item.createdAt,
  };
}

export async function auditPage(query: AuditQuery): Promise<Page<AuditEvent>> {
  const range = createdRange(query);
  const { data } = await db()
    .entities.audit.query.all({})
    .go(range ? { pages: 'all', order: 'desc' } : { count: query.page * query.page_size, order: 'desc' });
  const rows = data.filter((item) => inRange(item.createdAt, range)).sort(newestFirst((item) => item.auditId));
  const total = range ? rows.length : (await db().entities.audit.query.all({}).go({ pages: 'all', attributes: ['auditId'] })).data.length;
  const page = pageFrom(rows, query, total);
  const names = await auditTargetNames(page.rows);
  return { count: page.count, page: page.page, page_size: page.page_size, results: page.rows.map((item) => toAuditEvent(item, names)) };
}
