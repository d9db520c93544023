import type { FieldDayStatistics } from '../../imagery/compute/field-statistics';
import { offerLatestDays } from './latest-values';
import { holdsNdvi, refreshListValues } from './list-values';
import { putStatistics } from './stat-store';

/** Days per write while computing: a season's days are then stored as they come, not all after the last one. */
const DAYS_PER_WRITE = 5;

/**
 * Stores the days a request computes while it computes the rest, so the table's work overlaps the computing
 * instead of following it; `finish` writes what is left, waits for every write (a failed one fails the request,
 * as before) and only then offers the days to the field's latest values.
 */
export class ComputedDayWrites {
  private queued: FieldDayStatistics[] = [];
  private readonly writes: Array<Promise<void>> = [];
  readonly days: FieldDayStatistics[] = [];

  constructor(
    private readonly teamId: string,
    private readonly fieldId: string,
    private readonly boundaryHash: string,
  ) {}

  add(day: FieldDayStatistics): void {
    this.days.push(day);
    this.queued.push(day);
    if (this.queued.length >= DAYS_PER_WRITE) this.flush();
  }

  async finish(): Promise<void> {
    this.flush();
    await Promise.all(this.writes);
    await offerStoredDays(this.teamId, this.fieldId, this.boundaryHash, this.days);
  }

  private flush(): void {
    if (this.queued.length === 0) return;
    const write = putStatistics(this.teamId, this.fieldId, this.boundaryHash, this.queued);
    // Awaited in finish; a request that fails before then must not leave an unhandled rejection behind.
    write.catch(() => undefined);
    this.writes.push(write);
    this.queued = [];
  }
}

/** Stores a computed day (every index it holds) and moves the field's latest values forward when it is newer. */
export async function putDay(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics): Promise<void> {
  await putDays(teamId, fieldId, boundaryHash, [day]);
}

/**
 * Stores computed days in batches (25 items a request), then offers each index's two newest clear days to the
 * latest items, older first (so the newer one ends up latest and the older one previous): a year computed on
 * request costs a handful of writes, not one conditional update per day.
 */
export async function putDays(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  await putStatistics(teamId, fieldId, boundaryHash, days);
  await offerStoredDays(teamId, fieldId, boundaryHash, days);
}

/** What stored days move: the field's latest values and, for NDVI days, its Field List values (list-values.ts). */
async function offerStoredDays(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  await Promise.all([offerLatestDays(teamId, fieldId, boundaryHash, days), holdsNdvi(days) ? refreshListValues(teamId, fieldId, boundaryHash) : undefined]);
}
