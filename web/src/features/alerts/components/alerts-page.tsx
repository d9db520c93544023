import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { useFetchAlertsQuery } from '../../../api/alerts';
import { apiErrorMessage } from '../../../lib/api';
import { useText } from '../../../lib/i18n/use-text';
import { alertsQuery, filterParams, filtersFrom, hasFilters, type AlertFilters as Filters } from '../filters';
import { ALERT_SETTINGS_PATH } from '../../../../../shared/domain/alerts';
import { ALERT_TEXTS } from '../texts';
import { AlertCard } from './alert-card';
import { AlertFilters } from './alert-filters';
import { AlertsEmpty } from './alerts-empty';

/**
 * /dashboard/alerts: the caller's alerts, newest first, filtered by field, kind, dates and unread, a page at a time
 * ("Load more" follows the answer's cursor). With none at all, what is watched and a way to the settings.
 */
export default function AlertsPage() {
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const change = (next: Filters) => setParams(filterParams(next), { replace: true });
  return (
    <Box component="section" aria-labelledby="alerts-title" sx={{ display: 'grid', gap: 2, maxWidth: 960, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Box id="alerts-title">
          <PageTitle title={t(ALERT_TEXTS.title)} />
        </Box>
        <Button component={RouterLink} to={ALERT_SETTINGS_PATH} sx={{ minHeight: 44 }}>
          {t(ALERT_TEXTS.settings)}
        </Button>
      </Box>
      <Typography color="text.secondary">{t(ALERT_TEXTS.intro)}</Typography>
      <AlertFilters filters={filters} onChange={change} />
      {/* A new filter starts again from the first page. */}
      <AlertsList key={JSON.stringify(filterParams(filters))} filters={filters} />
    </Box>
  );
}

function AlertsList({ filters }: { filters: Filters }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {cursors.map((cursor, index) => (
        <AlertsChunk key={cursor ?? 'first'} filters={filters} cursor={cursor} last={index === cursors.length - 1} onMore={(next) => setCursors([...cursors, next])} />
      ))}
    </Box>
  );
}

/** One page of the list, from its cursor; the last page offers the next. */
function AlertsChunk({ filters, cursor, last, onMore }: { filters: Filters; cursor: string | undefined; last: boolean; onMore: (cursor: string) => void }) {
  const { t, say } = useText();
  const page = useFetchAlertsQuery(alertsQuery(filters, cursor));
  if (page.isLoading) {
    return (
      <Box component="li" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t(ALERT_TEXTS.loading)} />
      </Box>
    );
  }
  if (!page.data) {
    return (
      <Box component="li">
        <Alert severity="error">{t(ALERT_TEXTS.failed)} {say(apiErrorMessage(page.error, ''))}</Alert>
      </Box>
    );
  }
  const { results, next } = page.data;
  const first = cursor === undefined;
  return (
    <>
      {first && results.length === 0 && (
        <Box component="li">{hasFilters(filters) ? <Typography sx={{ py: 2 }}>{t(ALERT_TEXTS.noMatch)}</Typography> : <AlertsEmpty />}</Box>
      )}
      {results.map((alert) => (
        <Box component="li" key={alert.id}>
          <AlertCard alert={alert} />
        </Box>
      ))}
      {last && next && (
        <Box component="li" sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => onMore(next)} disabled={page.isFetching} sx={{ minHeight: 48, minWidth: 200 }}>
            {t(ALERT_TEXTS.loadMore)}
          </Button>
        </Box>
      )}
    </>
  );
}
