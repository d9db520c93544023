import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useSnackbar } from 'notistack';
import type { LeaderboardRow } from '../../../../../shared/api/schemas/leaderboard';
import { FARM_SUMMARY_MESSAGES } from '../../../../../shared/domain/farm-summary';
import { SCALAR_INDEX_IDS, type ScalarIndexId } from '../../../../../shared/domain/indices';
import { LEADERBOARD_REASON_LABELS, TREND_LABELS, type TrendWord } from '../../../../../shared/domain/leaderboard';
import { leaderboardCsvFileName } from '../../../../../shared/domain/leaderboard-csv';
import { FIELD_STAGE_LABELS } from '../../../../../shared/domain/season';
import { PageTitle } from '../../../components/page-title';
import { useExportFieldLeaderboardMutation, useGetFieldLeaderboardQuery } from '../../../api/farm-summary';
import { saveExport } from '../../../lib/export-download';
import { useText } from '../../../lib/i18n/use-text';

const SUMMARY_PATH = '/dashboard/farmsummary';
/** A filter left on All says so, rather than looking empty. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
/** An unranked field's place. */
const NONE = '–';

const SORTS = ['rank', 'value', 'own', 'crop', 'trend', 'name'] as const;
type Sort = (typeof SORTS)[number];

/** Each sort's key, higher first; a row without it goes last. Rank is the server's order. */
const SORT_KEYS: Record<Exclude<Sort, 'rank' | 'name'>, (row: LeaderboardRow) => number | null> = {
  value: (row) => row.value,
  own: (row) => row.own.difference,
  crop: (row) => row.crop_group.difference,
  trend: (row) => row.trend.slope_per_week,
};

function sorted(rows: readonly LeaderboardRow[], sort: Sort): LeaderboardRow[] {
  if (sort === 'rank') return [...rows];
  if (sort === 'name') return [...rows].sort((a, b) => a.field_name.localeCompare(b.field_name));
  const key = SORT_KEYS[sort];
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return y - x;
  });
}

const TREND_ICONS = { rising: TrendingUpIcon, steady: TrendingFlatIcon, falling: TrendingDownIcon } as const satisfies Record<TrendWord, unknown>;
const TREND_COLOURS = { rising: 'success.main', steady: 'text.secondary', falling: 'error.main' } as const satisfies Record<TrendWord, string>;

/**
 * The field leaderboard of the farm summary: the team's fields ranked by the chosen index against their own earlier
 * years and their crop's other fields, as cards that fit a phone, with what the rank means above them.
 */
export default function LeaderboardPage() {
  const { t, say, intl } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const [index, setIndex] = useState<ScalarIndexId>('NDVI');
  const [crop, setCrop] = useState('');
  const [group, setGroup] = useState('');
  const [lga, setLga] = useState('');
  const [sort, setSort] = useState<Sort>('rank');
  const args = { index, crop: crop || undefined, group: group || undefined, lga: lga || undefined };
  const board = useGetFieldLeaderboardQuery(args);
  const [exportCsv, csv] = useExportFieldLeaderboardMutation();
  const rows = useMemo(() => sorted(board.data?.rows ?? [], sort), [board.data, sort]);
  const signed = (value: number) => intl.formatNumber(value, { signDisplay: 'exceptZero', maximumFractionDigits: 3, minimumFractionDigits: 2 });
  const download = async () => {
    try {
      saveExport(await exportCsv(args).unwrap(), leaderboardCsvFileName(index), 'text/csv');
    } catch {
      enqueueSnackbar(t('farm-summary.ui.downloadFailed'), { variant: 'error' });
    }
  };
  const filter = (label: string, value: string, set: (value: string) => void, options: ReadonlyArray<{ id: string; name: string }>) => (
    <TextField select size="small" margin="none" fullWidth={false} label={label} value={value} onChange={(event) => set(event.target.value)} slotProps={SHOW_ALL} sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 150 } }}>
      <MenuItem value="">{t('farm-summary.ui.leaderboard.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const filters = board.data?.filters;
  const names = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ id: value, name: value }));

  return (
    <Box>
      <PageTitle title={t('farm-summary.ui.leaderboard.title')} />
      <Button component={RouterLink} to={SUMMARY_PATH} size="small" sx={{ mb: 1 }}>
        {t('farm-summary.ui.leaderboard.back')}
      </Button>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('farm-summary.ui.leaderboard.explain', { index })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {filter(t('farm-summary.ui.leaderboard.index'), index, (value) => setIndex(value as ScalarIndexId), SCALAR_INDEX_IDS.map((id) => ({ id, name: id })))}
        {filter(t('farm-summary.ui.leaderboard.crop'), crop, setCrop, filters?.crops ?? [])}
        {filter(t('farm-summary.ui.leaderboard.group'), group, setGroup, names(filters?.groups))}
        {filter(t('farm-summary.ui.leaderboard.lga'), lga, setLga, names(filters?.lgas))}
        <TextField select size="small" margin="none" fullWidth={false} label={t('farm-summary.ui.leaderboard.sort')} value={sort} onChange={(event) => setSort(event.target.value as Sort)} sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 150 } }}>
          {SORTS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`farm-summary.ui.leaderboard.sort.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={csv.isLoading || !board.data} onClick={() => void download()}>
          {t('farm-summary.ui.leaderboard.download')}
        </Button>
      </Box>
      {board.data && board.data.withheld.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {say(FARM_SUMMARY_MESSAGES.withheld(board.data.withheld))}
        </Alert>
      )}
      {board.isError && <Alert severity="error">{t('farm-summary.ui.leaderboard.failed')}</Alert>}
      {board.isFetching && !board.data && <CircularProgress size={24} aria-label={t('farm-summary.ui.loading')} />}
      {board.data && rows.length === 0 && <Typography color="text.secondary">{t('farm-summary.ui.leaderboard.empty')}</Typography>}
      <Box
        component="ol"
        aria-label={t('farm-summary.ui.leaderboard.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, opacity: board.isFetching ? 0.6 : 1 }}
      >
        {rows.map((row) => (
          <Box component="li" key={row.field_id}>
            <LeaderboardCard row={row} index={index} signed={signed} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function LeaderboardCard({ row, index, signed }: { row: LeaderboardRow; index: ScalarIndexId; signed: (value: number) => string }) {
  const { t, say } = useText();
  const Icon = row.trend.word ? TREND_ICONS[row.trend.word] : null;
  const place = [row.group_name, row.lga ?? row.state].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-label={row.field_name}>
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Typography
          component="span"
          sx={{ minWidth: 48, fontSize: 22, fontWeight: 700, color: row.rank === 1 ? 'success.main' : row.rank ? 'text.primary' : 'text.disabled', lineHeight: 1.2 }}
          title={row.rank ? undefined : t('farm-summary.ui.leaderboard.noRank')}
        >
          {row.rank ? t('farm-summary.ui.leaderboard.rank', { rank: row.rank }) : NONE}
        </Typography>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.field_name}
            </Typography>
            {row.stage && <Chip size="small" label={say(FIELD_STAGE_LABELS[row.stage])} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[row.crop?.name ?? t('farm-summary.ui.leaderboard.noCrop'), place].filter(Boolean).join(' · ')}
          </Typography>
          {row.reason ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {say(LEADERBOARD_REASON_LABELS[row.reason])}
            </Typography>
          ) : null}
          {row.value !== null && row.date && (
            <Box sx={{ mt: 1, display: 'grid', gap: 0.25 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('farm-summary.ui.leaderboard.value', { index, value: row.value.toFixed(2), date: row.date })}
              </Typography>
              <Typography variant="body2">
                {row.own.difference === null
                  ? t('farm-summary.ui.leaderboard.ownNone')
                  : t('farm-summary.ui.leaderboard.own', { difference: signed(row.own.difference), years: row.own.years.join(', ') })}
              </Typography>
              <Typography variant="body2">
                {row.crop && row.crop_group.difference !== null && row.crop_group.percentile !== null
                  ? t('farm-summary.ui.leaderboard.vsCrop', { crop: row.crop.name, difference: signed(row.crop_group.difference), percentile: row.crop_group.percentile })
                  : t('farm-summary.ui.leaderboard.cropNone')}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: row.trend.word ? TREND_COLOURS[row.trend.word] : 'text.secondary' }}>
                {Icon && <Icon fontSize="small" aria-hidden />}
                <Typography variant="body2">
                  {row.trend.word ? t('farm-summary.ui.leaderboard.trend', { trend: say(TREND_LABELS[row.trend.word]) }) : t('farm-summary.ui.leaderboard.noTrend')}
                </Typography>
              </Box>
              {row.score !== null && (
                <Typography variant="caption" color="text.secondary">
                  {t('farm-summary.ui.leaderboard.score', { score: signed(row.score) })}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
