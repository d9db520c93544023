import { db } from '../db/service';

/**
 * The console's counts, kept with the writes they count (an atomic ADD on one item) so the dashboard reads one
 * item rather than counting partitions on every load. A stage created before the counters existed is recounted
 * once by `recountConsole` (the totals are then exact from that moment on).
 */
export type CounterName = 'users' | 'staff' | 'teams' | 'subscriptions' | 'payments' | 'tracking';
export type Counts = Record<CounterName, number>;

const CONSOLE = 'console';

export async function bumpCounters(delta: Partial<Counts>): Promise<void> {
  const add = Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0)) as Partial<Counts>;
  if (Object.keys(add).length === 0) return;
  await db().entities.counter.update({ name: CONSOLE }).add(add).go();
}

export async function readCounters(): Promise<Counts> {
  const { data } = await db().entities.counter.get({ name: CONSOLE }).go();
  return {
    users: data?.users ?? 0,
    staff: data?.staff ?? 0,
    teams: data?.teams ?? 0,
    subscriptions: data?.subscriptions ?? 0,
    payments: data?.payments ?? 0,
    tracking: data?.tracking ?? 0,
  };
}

/**
 * Takes one staff user off the count only while another remains: the check and the change are one conditional
 * write, so two staff deleting each other at once cannot leave the console without staff. False: the last one.
 */
export async function releaseStaffSeat(): Promise<boolean> {
  try {
    await db()
      .entities.counter.update({ name: CONSOLE })
      .add({ staff: -1 })
      .where(({ staff }, { gt }) => gt(staff, 1))
      .go();
    return true;
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false;
    if (String((error as Error).message).includes('conditional request failed')) return false;
    throw error;
  }
}

/** Counts every list once (Queries of the list partitions) and stores the totals. */
export async function recountConsole(): Promise<Counts> {
  const entities = db().entities;
  const [profiles, teams, subscriptions, payments, usage] = await Promise.all([
    entities.profile.query.all({}).go({ pages: 'all', attributes: ['userId', 'isStaff'] }),
    entities.team.query.all({}).go({ pages: 'all', attributes: ['teamId'] }),
    entities.accountSubscription.query.all({}).go({ pages: 'all', attributes: ['subscriptionId'] }),
    entities.payment.query.all({}).go({ pages: 'all', attributes: ['reference'] }),
    entities.usage.query.all({}).go({ pages: 'all', attributes: ['usageId'] }),
  ]);
  const counts: Counts = {
    users: profiles.data.length,
    staff: profiles.data.filter((profile) => profile.isStaff).length,
    teams: teams.data.length,
    subscriptions: subscriptions.data.length,
    payments: payments.data.length,
    tracking: usage.data.length,
  };
  await db().entities.counter.put({ name: CONSOLE, ...counts }).go();
  return counts;
}
