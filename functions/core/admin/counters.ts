import { db } from '../db/service';

/**
 * The console's counts, kept with the writes they count (an atomic ADD on one item) so the dashboard reads one
 * item rather than counting partitions on every load. A stage created before the counters existed is recounted
 * once by `recountConsole` (the totals are then exact from that moment on).
 */
export type CounterName = 'users' | 'staff' | 'teams' | 'subscriptions' | 'payments' | 'tracking';
export type Counts = Record<CounterName, number>;

export const CONSOLE = 'console';

export async function bumpCounters(delta: Partial<Counts>): Promise<void> {
  const add = Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0)) as Partial<Counts>;
  if (Object.keys(add).length === 0) return;
  await db().entities.counter.update({ name: CONSOLE }).add(add).go();
}

/**
 * The counters as stored; an item never counted from the lists (a stage that had data before the counters existed,
 * where the writes' ADDs created it) is counted once here, on the first read, and kept with the writes after.
 */
export async function readCounters(): Promise<Counts> {
  const { data } = await db().entities.counter.get({ name: CONSOLE }).go();
  if (!data?.countedAt) return recountConsole();
  return countsOf(data);
}

function countsOf(data: Partial<Counts> | null | undefined): Counts {
  return {
    users: data?.users ?? 0,
    staff: data?.staff ?? 0,
    teams: data?.teams ?? 0,
    subscriptions: data?.subscriptions ?? 0,
    payments: data?.payments ?? 0,
    tracking: data?.tracking ?? 0,
  };
}

function isConditionFailure(error: unknown): boolean {
  if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return true;
  return String((error as Error).message).includes('conditional request failed');
}

/** Items read per Query page while counting, and the pause between pages, so a count never bursts the table. */
const COUNT_PAGE = 500;
const COUNT_PAUSE_MS = 25;
const RECOUNT_ATTEMPTS = 3;

type Page<T> = { data: T[]; cursor: string | null };

/** Pages through one list partition, a page at a time with a pause between pages, counting what `keep` accepts. */
async function pacedCount<T>(page: (cursor: string | null) => Promise<Page<T>>, keep: (item: T) => boolean = () => true): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const next: Page<T> = await page(cursor);
    total += next.data.filter(keep).length;
    cursor = next.cursor;
    if (cursor) await new Promise((resolve) => setTimeout(resolve, COUNT_PAUSE_MS));
  } while (cursor);
  return total;
}

async function countLists(): Promise<Counts> {
  const entities = db().entities;
  const options = (cursor: string | null) => ({ cursor, limit: COUNT_PAGE });
  const [users, staff, teams, subscriptions, payments, tracking] = await Promise.all([
    pacedCount((cursor) => entities.profile.query.all({}).go({ ...options(cursor), attributes: ['userId'] })),
    pacedCount((cursor) => entities.profile.query.all({}).go({ ...options(cursor), attributes: ['isStaff'] }), (profile) => profile.isStaff === true),
    pacedCount((cursor) => entities.team.query.all({}).go({ ...options(cursor), attributes: ['teamId'] })),
    pacedCount((cursor) => entities.accountSubscription.query.all({}).go({ ...options(cursor), attributes: ['subscriptionId'] })),
    pacedCount((cursor) => entities.payment.query.all({}).go({ ...options(cursor), attributes: ['reference'] })),
    pacedCount((cursor) => entities.usage.query.all({}).go({ ...options(cursor), attributes: ['usageId'] })),
  ]);
  return { users, staff, teams, subscriptions, payments, tracking };
}

/**
 * Counts every list (paced Queries of the list partitions, never a Scan) and stores the totals. The store is
 * conditional on the item being as it was before counting, so a write's ADD that lands meanwhile is not lost: the
 * count is then taken again.
 */
export async function recountConsole(): Promise<Counts> {
  const counter = db().entities.counter;
  let counts = countsOf(null);
  for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt += 1) {
    const { data: before } = await counter.get({ name: CONSOLE }).go();
    counts = await countLists();
    try {
      await counter
        .put({ name: CONSOLE, ...counts, countedAt: new Date().toISOString() })
        .where((attributes, { eq, notExists }) =>
          before
            ? (['users', 'staff', 'teams', 'subscriptions', 'payments', 'tracking'] as const)
                .map((name) => (before[name] === undefined ? notExists(attributes[name]) : eq(attributes[name], before[name])))
                .join(' AND ')
            : notExists(attributes.name),
        )
        .go();
      return counts;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  // Writes kept landing while counting: answer this count; the next read counts again.
  return counts;
}
