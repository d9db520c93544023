import type { SeasonQuery, SeasonResponse } from '../../../shared/api/schemas/season';
import type { Logger } from '../logger';

/** GET /monitoring/season/: the stored detection of the field's year, or detected now from its fused series. */
export async function fieldSeason(teamId: string, query: SeasonQuery, deps: { log?: Logger } = {}): Promise<SeasonResponse> {
  void teamId;
  void query;
  void deps;
  throw new Error('season detection is not built yet');
}
