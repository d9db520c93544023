import type { ZodType } from 'zod';
import { matchRoute, type RouteDef } from '../../shared/api/routes';

/** Keys the answer carries that its schema does not know (zod strips them on parse, so compare before and after). */
function unknownKeys(sent: unknown, parsed: unknown, at: string, found: string[]): void {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    sent.forEach((item, index) => unknownKeys(item, parsed[index], `${at}[${index}]`, found));
    return;
  }
  if (!isRecord(sent) || !isRecord(parsed)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in parsed)) found.push(`${at}.${key}`);
    else unknownKeys(value, parsed[key], `${at}.${key}`, found);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The contract check of a 2xx JSON answer: it must parse with its route's answer schema and carry no field the
 * schema does not name. Returns the problems found (empty when the answer keeps the contract).
 */
export function answerProblems(method: string, path: string, body: unknown): string[] {
  const match = matchRoute(method, path.split('?')[0] ?? path);
  if (!match || 'methodNotAllowed' in match) return [`no route for ${method} ${path}`];
  return routeAnswerProblems(match.route, body);
}

/** The contract check of a 2xx JSON answer of a known route (see answerProblems). */
export function routeAnswerProblems(route: RouteDef, body: unknown): string[] {
  const answer = route.answer;
  if (!answer || !('safeParse' in answer)) return [];
  const schema: ZodType = answer;
  const result = schema.safeParse(body);
  if (!result.success) {
    return result.error.issues.map((issue) => `${route.id}: ${['answer', ...issue.path.map(String)].join('.')}: ${issue.message}`);
  }
  const extra: string[] = [];
  unknownKeys(body, result.data, 'answer', extra);
  return extra.map((key) => `${route.id}: ${key} is not in the answer schema`);
}

/** Throws when a 2xx JSON answer breaks its route's contract: a wrong field name fails a test, not a customer. */
export function assertAnswerKeepsContract(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || status === 204 || typeof body !== 'object' || body === null) return;
  const problems = answerProblems(method, path, body);
  if (problems.length > 0) throw new Error(`Answer breaks the route contract:\n${problems.join('\n')}`);
}
