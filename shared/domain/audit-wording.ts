/**
 * The audit trail in words (spec 3, Audit Trail): "Revoked approval of team Green Acres", not the route's name and
 * its JSON body. An entry names its item by the name the server resolved, else the name in its values, else its id.
 */
export interface AuditFacts {
  action: string;
  target: string | null;
  target_name: string | null;
  detail: string;
}

import type { ApiMessageId } from '../i18n/english';

type Values = Record<string, unknown>;

function valuesOf(detail: string): Values {
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Values) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A message of the admin catalogue in the reader's language (the console's intl, or the API's translate). */
export type AuditSay = (id: ApiMessageId, values?: Record<string, string>) => string;

type Wording = { id: ApiMessageId; values?: Record<string, string> };

const WORDING: Record<string, (name: string, values: Values) => Wording> = {
  approveTeam: (name, values) => ({ id: values.admin_approved === false ? 'admin.audit.revokedTeam' : 'admin.audit.approvedTeam', values: { name } }),
  createPlan: (name) => ({ id: 'admin.audit.createdPlan', values: { name } }),
  updatePlan: (name) => ({ id: 'admin.audit.updatedPlan', values: { name } }),
  deletePlan: (name) => ({ id: 'admin.audit.deletedPlan', values: { name } }),
  createService: (name) => ({ id: 'admin.audit.createdService', values: { name } }),
  updateService: (name) => ({ id: 'admin.audit.updatedService', values: { name } }),
  deleteService: (name) => ({ id: 'admin.audit.deletedService', values: { name } }),
  createSystemConfiguration: () => ({ id: 'admin.audit.createdConfiguration' }),
  updateSystemConfiguration: () => ({ id: 'admin.audit.updatedConfiguration' }),
  deleteSystemConfiguration: () => ({ id: 'admin.audit.deletedConfiguration' }),
  deleteUser: (name, values): Wording => {
    const [fullName, email] = [text(values.name), text(values.email)];
    return fullName && email ? { id: 'admin.audit.deletedUserWithEmail', values: { name: fullName, email } } : { id: 'admin.audit.deletedUser', values: { name } };
  },
};

/** The item an entry is about, by name where the entry has one. */
function auditItemName(event: AuditFacts): string {
  const values = valuesOf(event.detail);
  return event.target_name ?? text(values.name)?.replace(/_/g, ' ') ?? text(values.email) ?? event.target ?? '';
}

/** One sentence saying what the administrator did, in the reader's language (an action without wording by its name). */
export function auditSentence(event: AuditFacts, say: AuditSay): string {
  const wording = WORDING[event.action];
  const name = auditItemName(event);
  if (wording) {
    const { id, values } = wording(name, valuesOf(event.detail));
    return say(id, values).trim();
  }
  return say('admin.audit.other', { action: event.action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(), name }).trim();
}

/** The values an entry saved, as "label: value" pairs (ids and names already said are left out). */
export function auditValues(event: AuditFacts): string {
  const values = valuesOf(event.detail);
  const shown = Object.entries(values).filter(([key, value]) => key !== 'name' && key !== 'email' && key !== 'admin_approved' && value !== null && typeof value !== 'object');
  return shown.map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`).join(', ');
}
