import { fieldLeaderboard } from '../core/farm-summary/leaderboard';
import { leaderboardCsv, leaderboardCsvFileName } from '../../shared/domain/leaderboard-csv';
import { translateText } from '../core/i18n/translate';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

export const getFieldLeaderboard = route('getFieldLeaderboard', async ({ query, team }) => fieldLeaderboard(team, query));

/** The leaderboard as a CSV file: the same rows and filters, its header and words in the caller's language. */
export const exportFieldLeaderboard = route('exportFieldLeaderboard', async ({ query, team, language }) => {
  const board = await fieldLeaderboard(team, query);
  return exportReply(leaderboardCsv(board, (text) => translateText(language, text)), {
    name: leaderboardCsvFileName(query.index),
    contentType: 'text/csv; charset=utf-8',
    scope: team.teamId,
  });
});
