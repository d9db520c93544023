import { farmSummaryList } from '../core/farm-summary/summary-list';
import { route } from '../lib/http';

export const listFarmSummary = route('listFarmSummary', async ({ query, team }) => farmSummaryList(team, query.index, query.date, query.stage));
