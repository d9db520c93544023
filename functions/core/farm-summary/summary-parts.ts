import { PAID_SUMMARY_PARTS, SUMMARY_PART_PERMISSIONS, type SummaryPart } from '../../../shared/domain/farm-summary';
import { teamApproved } from '../admin/usage';
import type { TeamAccess } from '../teams/teams';

export interface SummaryParts {
  /** Whether the caller may be sent this part. */
  shows(part: SummaryPart): boolean;
  /** The asked parts left out, for the answer's `withheld`. */
  withheld: SummaryPart[];
}

/**
 * Which parts of a summary a member is sent: those whose route's permission their role holds, and for paid parts
 * (weather, index values) only while staff have the team approved, as the routes those parts come from decide.
 */
export async function summaryPartsFor(access: TeamAccess, parts: readonly SummaryPart[]): Promise<SummaryParts> {
  const paid = parts.some((part) => PAID_SUMMARY_PARTS.includes(part));
  const approved = paid ? await teamApproved(access.teamId) : true;
  const shown = new Set(
    parts.filter((part) => access.privileges.has(SUMMARY_PART_PERMISSIONS[part]) && (approved || !PAID_SUMMARY_PARTS.includes(part))),
  );
  return { shows: (part) => shown.has(part), withheld: parts.filter((part) => !shown.has(part)) };
}
