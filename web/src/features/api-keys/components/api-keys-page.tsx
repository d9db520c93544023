import { useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import type { ApiKey, CreatedApiKey } from '../../../../../shared/api/schemas/partners';
import { API_PREFIX } from '../../../../../shared/api/routes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useListApiKeysQuery, useRevokeApiKeyMutation } from '../../../api/partners';
import { readApiError } from '../../../lib/api-errors';
import { formatText } from '../../../lib/i18n/format-text';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { CreateKeyDialog } from './create-key-dialog';
import { NewKeyDialog } from './new-key-dialog';

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  // The key's first characters and an ellipsis: the rest is never known again.
  const shownPrefix = apiKey.prefix.concat('\u2026');
  const used = apiKey.last_used_at ? intl.formatMessage({ id: 'api-keys.lastUsed' }, { date: date(apiKey.last_used_at) }) : intl.formatMessage({ id: 'api-keys.neverUsed' });
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1, opacity: apiKey.revoked_at ? 0.7 : 1 }}
      data-testid={`api-key-${apiKey.id}`}
    >
      <ListItemText
        sx={{ minWidth: 220, flex: '1 1 60%' }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {apiKey.name}
            </Typography>
            <Chip size="small" label={intl.formatMessage({ id: `api-keys.scope.${apiKey.scope}` })} />
            <Typography component="span" sx={{ fontFamily: 'monospace' }}>
              {shownPrefix}
            </Typography>
          </Stack>
        }
        secondary={
          <>
            {intl.formatMessage({ id: 'api-keys.createdBy' }, { name: apiKey.created_by, date: date(apiKey.created_at) })}
            <br />
            {apiKey.revoked_at ? intl.formatMessage({ id: 'api-keys.revoked' }, { date: date(apiKey.revoked_at) }) : used}
          </>
        }
      />
      {!apiKey.revoked_at && (
        <Button color="error" variant="outlined" onClick={() => onRevoke(apiKey)} aria-label={intl.formatMessage({ id: 'api-keys.revokeNamed' }, { name: apiKey.name })}>
          {intl.formatMessage({ id: 'api-keys.revoke' })}
        </Button>
      )}
    </ListItem>
  );
}

/** Team > API keys: the team's keys for partners, a new key shown once, a revocation after a confirmation. */
export default function ApiKeysPage() {
  const ready = useCatalogue('api-keys');
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const keys = useListApiKeysQuery(undefined, { skip: !ready });
  const [revokeKey, revoking] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revokable, setRevokable] = useState<ApiKey | null>(null);

  if (!ready) return <CircularProgress aria-busy />;

  const revoke = async () => {
    if (!revokable) return;
    try {
      await revokeKey(revokable.id).unwrap();
      setRevokable(null);
    } catch (caught) {
      enqueueSnackbar(formatText(intl, readApiError(caught).first), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title={intl.formatMessage({ id: 'api-keys.title' })} />
      <Typography sx={{ mb: 1 }}>{intl.formatMessage({ id: 'api-keys.intro' })}</Typography>
      <Link href={`${API_PREFIX}/openapi.json`} target="_blank" rel="noopener">
        {intl.formatMessage({ id: 'api-keys.docs' })}
      </Link>
      <Box sx={{ my: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {intl.formatMessage({ id: 'api-keys.create' })}
        </Button>
      </Box>
      {keys.isError ? (
        <LoadError message={intl.formatMessage({ id: 'api-keys.loadFailed' })} onRetry={() => void keys.refetch()} retrying={keys.isFetching} />
      ) : keys.isLoading ? (
        <CircularProgress aria-busy />
      ) : (keys.data?.results.length ?? 0) === 0 ? (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'api-keys.empty' })}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={intl.formatMessage({ id: 'api-keys.title' })}>
            {keys.data?.results.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={setRevokable} />)}
          </List>
        </Paper>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revokable !== null}
        title={intl.formatMessage({ id: 'api-keys.revokeTitle' }, { name: revokable?.name ?? '' })}
        busy={revoking.isLoading}
        onConfirm={() => void revoke()}
        onClose={() => setRevokable(null)}
      >
        <Typography>{intl.formatMessage({ id: 'api-keys.revokeText' })}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
