import type { SeasonComparison, SeasonComparisonQuery } from '../../../shared/api/schemas/season';

/** The seasons planned on the chosen fields and years, each with its record, detected dates and index curve. */
export async function seasonComparison(teamId: string, query: SeasonComparisonQuery): Promise<SeasonComparison> {
  void teamId;
  void query;
  throw new Error('the season comparison is not built yet');
}

export function seasonComparisonCsv(comparison: SeasonComparison): string {
  void comparison;
  throw new Error('the season comparison is not built yet');
}

export async function seasonComparisonPdf(comparison: SeasonComparison): Promise<Uint8Array> {
  void comparison;
  throw new Error('the season comparison is not built yet');
}
