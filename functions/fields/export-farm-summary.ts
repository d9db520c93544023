import { farmSummaryList } from '../core/farm-summary/summary-list';
import { farmSummaryCsv, farmSummaryCsvFileName } from '../../shared/domain/farm-summary-csv';
import { translateText } from '../core/i18n/translate';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

/**
 * The farm summary as a CSV file: the same rows as GET /field/summary/ (index, Date and stage filter), with each
 * field's stage. A value the list leaves pending (not stored yet for the field's boundary) is an empty cell.
 */
export const exportFarmSummary = route('exportFarmSummary', async ({ query, team, language }) => {
  const list = await farmSummaryList(team, query.index, query.date, query.stage);
  return exportReply(farmSummaryCsv(list, (text) => translateText(language, text)), { name: farmSummaryCsvFileName(query.index, query.date), contentType: 'text/csv; charset=utf-8', scope: team.teamId });
});
