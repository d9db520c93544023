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

const WORDING: Record<string, (name: string, values: Values) => string> = {
  approveTeam: (name, values) => (values.admin_approved === false ? `Revoked approval of team ${name}` : `Approved team ${name}`),
  createPlan: (name) => `Created plan ${name}`,
  updatePlan: (name) => `Updated plan ${name}`,
  deletePlan: (name) => `Deleted plan ${name}`,
  createService: (name) => `Created service ${name}`,
  updateService: (name) => `Updated service ${name}`,
  deleteService: (name) => `Deleted service ${name}`,
  createSystemConfiguration: () => 'Created a system configuration',
  updateSystemConfiguration: () => 'Updated a system configuration',
  deleteSystemConfiguration: () => 'Deleted a system configuration',
  deleteUser: (name, values) => (text(values.email) && text(values.name) ? `Deleted user ${text(values.name)} (${text(values.email)})` : `Deleted user ${name}`),
};

/** The item an entry is about, by name where the entry has one. */
function auditItemName(event: AuditFacts): string {
  const values = valuesOf(event.detail);
  return event.target_name ?? text(values.name)?.replace(/_/g, ' ') ?? text(values.email) ?? event.target ?? '';
}

/** One sentence saying what the administrator did. */
export function auditSentence(event: AuditFacts): string {
  const wording = WORDING[event.action];
  const name = auditItemName(event);
  if (wording) return wording(name, valuesOf(event.detail)).trim();
  return `${event.action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${name}`.trim();
}

/** The values an entry saved, as "label: value" pairs (ids and names already said are left out). */
export function auditValues(event: AuditFacts): string {
  const values = valuesOf(event.detail);
  const shown = Object.entries(values).filter(([key, value]) => key !== 'name' && key !== 'email' && key !== 'admin_approved' && value !== null && typeof value !== 'object');
  return shown.map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`).join(', ');
}
