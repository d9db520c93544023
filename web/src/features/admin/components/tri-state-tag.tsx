import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

/** Spec 3 §4 tri-state flags: null Unknown (grey), false red, true green. */
export function TriStateTag({ value, labels = YES_NO }: { value: boolean | null | undefined; labels?: readonly [MessageId, MessageId] }) {
  const intl = useIntl();
  if (value === null || value === undefined) return <Chip size="small" label={intl.formatMessage({ id: 'admin.unknown' })} color="default" />;
  return value ? <Chip size="small" label={intl.formatMessage({ id: labels[1] })} color="success" /> : <Chip size="small" label={intl.formatMessage({ id: labels[0] })} color="error" />;
}

const YES_NO = ['admin.no', 'admin.yes'] as const;
export const ACTIVE_LABELS = ['admin.notActive', 'admin.active'] as const;
