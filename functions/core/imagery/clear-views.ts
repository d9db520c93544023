import type { ClearViewsQuery, ClearViewsResponse } from '../../../shared/api/schemas/radar';
import type { Logger } from '../logger';

/** The clear-view ledger of a field between two days. */
export async function fieldClearViews(teamId: string, query: ClearViewsQuery, options: { log?: Logger } = {}): Promise<ClearViewsResponse> {
  void teamId;
  void query;
  void options;
  throw new Error('the clear-view ledger is not built yet');
}
