import type { RadarQuery, RadarSeriesResponse } from '../../../shared/api/schemas/radar';
import type { Logger } from '../logger';

/** A field's stored radar points between two days, the missing acquisitions computed within the request's budget. */
export async function fieldRadarSeries(teamId: string, query: RadarQuery, options: { log?: Logger } = {}): Promise<RadarSeriesResponse> {
  void teamId;
  void query;
  void options;
  throw new Error('the radar series is not built yet');
}
