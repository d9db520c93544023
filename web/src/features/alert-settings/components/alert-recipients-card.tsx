import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ALERT_CHANNELS, CHOOSABLE_ALERT_KINDS } from '../../../../../shared/domain/alerts';
import { LANGUAGE_NAMES } from '../../../../../shared/i18n/languages';
import { useFetchAlertRecipientsQuery } from '../../../api/alerts';
import type { AnswerOf } from '../../../../../shared/api/routes';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
import { useText } from '../../../lib/i18n/use-text';
import { CHANNEL_LABELS, KIND_LABELS } from '../kind-texts';
import { formatNumbers } from '../numbers';

type Recipient = AnswerOf<'listAlertRecipients'>['recipients'][number];

/** What one member receives, in words: shared by the table's cells and the phone's cards. */
function useRecipientWords() {
  const { t } = useText();
  return {
    channels: (recipient: Recipient) =>
      ALERT_CHANNELS.filter((channel) => channel === 'in_app' || recipient.channels.includes(channel))
        .map((channel) => t(CHANNEL_LABELS[channel]))
        .join(', '),
    kinds: (recipient: Recipient) =>
      recipient.kinds.length === CHOOSABLE_ALERT_KINDS.length
        ? t('alert-settings.recipients.allKinds')
        : recipient.kinds.length === 0
          ? t('alert-settings.recipients.noKinds')
          : recipient.kinds.map((kind) => t(KIND_LABELS[kind])).join(', '),
    phone: (recipient: Recipient) => recipient.phone ?? t('alert-settings.recipients.noPhone'),
    verified: (recipient: Recipient) => (recipient.phone ? t(recipient.phone_verified ? 'alert-settings.verified' : 'alert-settings.notVerified') : null),
    quiet: (recipient: Recipient) => (recipient.quiet_hours ? t('alert-settings.recipients.quiet', { start: recipient.quiet_hours.start, end: recipient.quiet_hours.end }) : t('alert-settings.recipients.anyTime')),
  };
}

function VerifiedChip({ recipient }: { recipient: Recipient }) {
  const words = useRecipientWords();
  const label = words.verified(recipient);
  return label ? <Chip size="small" sx={{ ml: 1 }} color={recipient.phone_verified ? 'success' : 'default'} label={label} /> : null;
}

function RecipientTable({ recipients }: { recipients: Recipient[] }) {
  const { t } = useText();
  const words = useRecipientWords();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby="alert-recipients-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('alert-settings.recipients.member')}</TableCell>
            <TableCell>{t('alert-settings.recipients.channels')}</TableCell>
            <TableCell>{t('alert-settings.recipients.kinds')}</TableCell>
            <TableCell>{t('alert-settings.recipients.language')}</TableCell>
            <TableCell>{t('alert-settings.recipients.phone')}</TableCell>
            <TableCell>{t('alert-settings.recipients.quietHours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recipients.map((recipient) => (
            <TableRow key={recipient.member}>
              <TableCell>
                <Typography variant="body2">{recipient.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {recipient.email}
                </Typography>
              </TableCell>
              <TableCell>{words.channels(recipient)}</TableCell>
              <TableCell>{words.kinds(recipient)}</TableCell>
              <TableCell lang={recipient.language}>{LANGUAGE_NAMES[recipient.language]}</TableCell>
              <TableCell>
                {words.phone(recipient)}
                <VerifiedChip recipient={recipient} />
              </TableCell>
              <TableCell>{words.quiet(recipient)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecipientCards({ recipients }: { recipients: Recipient[] }) {
  const { t } = useText();
  const words = useRecipientWords();
  const line = (label: string, value: string) => <Typography variant="body2">{t('alert-settings.recipients.line', { label, value })}</Typography>;
  return (
    <Box component="ul" aria-labelledby="alert-recipients-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {recipients.map((recipient) => (
        <Paper key={recipient.member} component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={recipient.name}>
          <Typography sx={{ fontWeight: 600 }}>{recipient.name}</Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {recipient.email}
          </Typography>
          {line(t('alert-settings.recipients.channels'), words.channels(recipient))}
          {line(t('alert-settings.recipients.kinds'), words.kinds(recipient))}
          {line(t('alert-settings.recipients.language'), LANGUAGE_NAMES[recipient.language])}
          <Typography variant="body2">
            {t('alert-settings.recipients.line', { label: t('alert-settings.recipients.phone'), value: words.phone(recipient) })}
            <VerifiedChip recipient={recipient} />
          </Typography>
          {line(t('alert-settings.recipients.quietHours'), words.quiet(recipient))}
        </Paper>
      ))}
    </Box>
  );
}

/** The team's SMS and WhatsApp messages this month against its plan's allowance; a plan without any is said. */
function Allowance({ allowance }: { allowance: AnswerOf<'listAlertRecipients'>['allowance'] }) {
  const { t, intl } = useText();
  const [year = 2000, month = 1] = allowance.month.split('-').map(Number);
  const monthName = intl.formatDate(new Date(Date.UTC(year, month - 1, 15)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (allowance.total === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="alert-allowance">
        {t('alert-settings.allowance.none')}
      </Alert>
    );
  }
  const share = Math.min(100, (allowance.used / allowance.total) * 100);
  return (
    <Box sx={{ mb: 2 }} data-testid="alert-allowance">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('alert-settings.allowance.used', { month: monthName, ...formatNumbers(intl, { used: allowance.used, total: allowance.total }) })}
      </Typography>
      <LinearProgress variant="determinate" value={share} color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'} aria-label={t('alert-settings.allowance.label')} />
      {share >= 100 && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('alert-settings.allowance.usedUp')}
        </Typography>
      )}
    </Box>
  );
}

/** Who receives what in the current team (GET /alerts/recipients/): each member's channels, kinds, language, phone and quiet hours. */
export function AlertRecipientsCard() {
  const { t } = useText();
  const answer = useFetchAlertRecipientsQuery();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const data = answer.data;
  return (
    <Card component="section" aria-labelledby="alert-recipients-title">
      <CardHeader title={t('alert-settings.recipientsTitle')} subheader={t('alert-settings.recipientsIntro')} slotProps={{ title: { id: 'alert-recipients-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {answer.isError && !data && <LoadError message={`${t('alert-settings.recipientsLoadFailed')} ${apiErrorMessage(answer.error, '')}`.trim()} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />}
        {!data && !answer.isError && <Skeleton height={120} aria-busy="true" />}
        {data && (
          <>
            <Allowance allowance={data.allowance} />
            {data.recipients.length === 0 ? (
              <Typography>{t('alert-settings.recipients.none')}</Typography>
            ) : narrow ? (
              <RecipientCards recipients={data.recipients} />
            ) : (
              <RecipientTable recipients={data.recipients} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
