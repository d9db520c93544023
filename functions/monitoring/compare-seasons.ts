import { seasonComparison } from '../core/season/season-comparison';
import { seasonComparisonCsv } from '../core/season/season-comparison-csv';
import { seasonComparisonPdf } from '../core/season/season-comparison-pdf';
import { raw, route } from '../lib/http';

/** Seasons of the team's fields and years side by side: records, detected dates and index curves. */
export const compareSeasons = route('compareSeasons', {}, async ({ query, team }) => seasonComparison(team.teamId, query));

export const compareSeasonsCsv = route('compareSeasonsCsv', {}, async ({ query, team, language }) =>
  raw(seasonComparisonCsv(await seasonComparison(team.teamId, query), language), 'text/csv; charset=utf-8', { 'content-disposition': 'attachment; filename="season-comparison.csv"' }),
);

export const compareSeasonsPdf = route('compareSeasonsPdf', {}, async ({ query, team, language }) =>
  raw(seasonComparisonPdf(await seasonComparison(team.teamId, query), language), 'application/pdf', { 'content-disposition': 'attachment; filename="season-comparison.pdf"' }),
);
