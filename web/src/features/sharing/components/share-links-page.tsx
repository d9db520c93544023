import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { ShareLink } from '../../../../../shared/api/schemas/sharing';
import { useListShareLinksQuery, useRevokeShareLinkMutation } from '../../../api/sharing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FullPageLoader } from '../../../components/full-page-loader';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { ScrollTable } from '../../../components/scroll-table';
import type { ApiError } from '../../../lib/api';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { formatDay, formatDayTime } from '../share-dates';

const STATE_COLOUR = { active: 'success', expired: 'default', revoked: 'warning' } as const;

/** The team's share links: who each is for, what it shows, how often it was opened, and Revoke. */
export default function ShareLinksPage() {
  const ready = useCatalogue('sharing');
  return ready ? <ShareLinks /> : <FullPageLoader />;
}

function ShareLinks() {
  const { t, say, intl } = useText();
  const can = useCan();
  const { enqueueSnackbar } = useSnackbar();
  const links = useListShareLinksQuery();
  const [revoke, revoking] = useRevokeShareLinkMutation();
  const [asked, setAsked] = useState<ShareLink | null>(null);

  const confirm = async (link: ShareLink) => {
    try {
      await revoke(link.id).unwrap();
      enqueueSnackbar(t('sharing.list.revoked'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(say((error as ApiError).message), { variant: 'error' });
    }
    setAsked(null);
  };
  const headers = ['label', 'fields', 'createdBy', 'created', 'expires', 'state', 'views', 'lastViewed'] as const;

  return (
    <Box>
      <PageTitle title={t('sharing.list.title')} />
      <Typography sx={{ mb: 2 }}>{t('sharing.list.intro')}</Typography>
      {links.isError && <LoadError message={say((links.error as ApiError).message)} onRetry={() => void links.refetch()} retrying={links.isFetching} />}
      {links.data?.length === 0 && <Alert severity="info">{t('sharing.list.empty')}</Alert>}
      {links.data && links.data.length > 0 && (
        <ScrollTable label={t('sharing.list.title')} paper>
          <Table size="small">
            <TableHead>
              <TableRow>
                {headers.map((key) => (
                  <TableCell key={key}>{t(`sharing.list.${key}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {links.data.map((link) => (
                <TableRow key={link.id} data-testid="share-link-row">
                  <TableCell>{link.label}</TableCell>
                  <TableCell>{link.fields.map((field) => field.name).join(', ')}</TableCell>
                  <TableCell>{link.created_by.name}</TableCell>
                  <TableCell>{formatDay(intl, link.created_at)}</TableCell>
                  <TableCell>{formatDay(intl, link.expires_at)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATE_COLOUR[link.state]} label={t(`sharing.state.${link.state}`)} />
                  </TableCell>
                  <TableCell>{intl.formatNumber(link.views)}</TableCell>
                  <TableCell>{link.last_viewed_at ? formatDayTime(intl, link.last_viewed_at) : t('sharing.list.never')}</TableCell>
                  <TableCell>
                    {link.state === 'active' && can('sharing.delete_sharelink') && (
                      <Button color="error" size="small" onClick={() => setAsked(link)}>
                        {t('sharing.list.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <ConfirmDialog open={asked !== null} title={asked ? t('sharing.list.revokeConfirm', { label: asked.label }) : ''} busy={revoking.isLoading} onConfirm={() => asked && void confirm(asked)} onClose={() => setAsked(null)} />
    </Box>
  );
}
