/**
 * The clear-view ledger: every Sentinel-2 and Sentinel-1 acquisition over a field with its state (clear, partly
 * cloudy, cloudy, radar; CLEAR_VIEW in shared/domain/radar.ts) and the longest gap without a usable view.
 */
import type { DatesResponse } from '../../../shared/api/schemas/monitoring';
import type { ClearViewsResponse } from '../../../shared/api/schemas/radar';

export interface LedgerInput {
  start: string;
  end: string;
  /** The field's optical acquisition days as the dates route gives them (computed days carry the field's cloud). */
  optical: DatesResponse['dates'];
  /** Radar acquisitions found over the field (computed or not); empty with `radar: false` when the stage has none. */
  radar: ReadonlyArray<{ date: string; sceneIds: string[] }>;
  radarOn: boolean;
  attribution: string | null;
}

export function clearViewLedger(input: LedgerInput): Omit<ClearViewsResponse, 'field'> {
  void input;
  throw new Error('the clear-view ledger is not built yet');
}

/** The report's sentence: "17 usable views between June and September; longest gap 9 days". */
export function ledgerSentence(ledger: Pick<ClearViewsResponse, 'start' | 'end' | 'usableViews' | 'longestGap'>): string {
  void ledger;
  throw new Error('the clear-view ledger is not built yet');
}
