import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../../../shared/domain/fields';
import { apiErrorMessage } from '../../../lib/api';
import { LowDataPager, useLowDataPages } from '../../../lib/low-data/paged-list';
import { filterFieldsByName } from '../geometry';
import { formatText } from '../../../lib/i18n/format-text';
import { FIELDS_TEXTS } from '../messages';
import { FieldCard } from './field-card';

/** One column of side-on cards on a phone, a grid of upright cards from `sm` up. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
  p: 0,
  m: 0,
} as const;

function LoadingCards() {
  const intl = useIntl();
  return (
    <Box role="progressbar" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.loadingFields })} aria-busy sx={GRID}>
      {Array.from({ length: 6 }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rectangular" height={120} />
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Field List (spec 2 §2.1): the search box filters by name (case-sensitive 'contains'), a skeleton while the list
 * loads, one card per field. A list that failed to load says so with a retry instead of loading forever.
 */
export function FieldListDialog({
  open,
  fields,
  loading,
  error,
  selectedId,
  onRetry,
  onSelect,
  onEdit,
  onClose,
}: {
  open: boolean;
  fields: readonly Field[];
  loading: boolean;
  error: unknown;
  selectedId: string | null;
  onRetry: () => void;
  onSelect: (field: Field) => void;
  onEdit: (field: Field) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  // A phone gets the whole screen: a dialog's margins would leave the cards a third of it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [query, setQuery] = useState('');
  const shown = filterFieldsByName(fields, query);
  // Low-data mode: 20 cards (each with its map) a page.
  const paged = useLowDataPages(shown);

  let body;
  if (loading) body = <LoadingCards />;
  else if (error && fields.length === 0)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="fields.retry" />
          </Button>
        }
      >
        {apiErrorMessage(error)}
      </Alert>
    );
  else if (fields.length === 0) body = <Typography color="text.secondary"><FormattedMessage id={FIELDS_TEXTS.noFields} /></Typography>;
  else if (shown.length === 0) body = <Typography color="text.secondary"><FormattedMessage id={FIELDS_TEXTS.noMatch} /></Typography>;
  else
    body = (
      <Box component="ul" aria-label={intl.formatMessage({ id: 'fields.cards' })} sx={GRID}>
        {paged.shown.map((field) => (
          <FieldCard key={field.id} field={field} selected={field.id === selectedId} onSelect={onSelect} onEdit={onEdit} />
        ))}
      </Box>
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}><FormattedMessage id={FIELDS_TEXTS.fieldList} /></DialogTitle>
      <Box sx={{ px: 3, pb: 1 }}>
        <TextField
          id="field-list-search"
          type="search"
          fullWidth
          size="small"
          margin="none"
          placeholder={formatText(intl, FIELD_MESSAGES.searchPlaceholder)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': intl.formatMessage({ id: FIELDS_TEXTS.searchFields }) } }}
        />
      </Box>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {body}
        {!loading && <LowDataPager paged={paged} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}><FormattedMessage id={FIELDS_TEXTS.close} /></Button>
      </DialogActions>
    </Dialog>
  );
}
