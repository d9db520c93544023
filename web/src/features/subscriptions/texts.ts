import { formatNaira } from '../../../../shared/domain/subscriptions';

/** The day of an ISO date as the dialog shows it (the UTC day the server stores). */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** The payment dialog's own texts; the ones the server shares are PAYMENT_MESSAGES. */
export const CHECKOUT_TEXTS = {
  /** The order's inputs, with the plan's range: users and hectares of fields (not farms). */
  usersField: (min: number, max: number) => `Number of Users (Between ${min} - ${max})`,
  hectaresField: (min: number, max: number) => `Hectares (Between ${min} - ${max})`,
  billedTeam: (team: string) => `Billed to team: ${team}`,
  currentPlan: (plan: string, end: string) => `Your team's current plan, ${plan}, is paid until ${dayOf(end)}.`,
  chooseTiming: 'What should happen to your current plan?',
  upgradeNow: (creditKobo: number) =>
    `Upgrade now: the current plan ends today and its unused days (${formatNaira(creditKobo)}) are taken off the price.`,
  afterCurrent: (end: string) => `Start when the current plan ends, on ${dayOf(end)}: you keep it until then.`,
  consequenceNow: (plan: string, current: string, creditKobo: number) =>
    `${plan} replaces ${current} as soon as the payment is received; ${formatNaira(creditKobo)} of unused days is credited.`,
  consequenceAfter: (plan: string, current: string, end: string) => `${current} stays until ${dayOf(end)}; ${plan} starts then.`,
  scheduled: (plan: string, start: string) => `${plan} is already bought to start on ${dayOf(start)}.`,
  credit: (creditKobo: number) => `Credit for unused days: -${formatNaira(creditKobo)}`,
  teamUse: (members: number, hectares: number) =>
    `Your team today: ${members} ${members === 1 ? 'member' : 'members'} (the owner included) and ${hectares} ha of fields.`,
  startsOn: (start: string) => `Your new plan starts on ${dayOf(start)}.`,
  /** Spec 3 §4: a total that is not a number is shown as 0 and nothing proceeds. */
  totalUnknown: 'The total of this order could not be computed, so it cannot be paid. Please contact us.',
  contextFailed: 'The details of your team could not be loaded. Close this and try again.',
} as const;
