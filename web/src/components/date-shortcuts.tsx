import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/english';

export const DATE_SHORTCUT_TEXTS = {
  group: 'app.dateShortcuts.group',
  today: 'app.dateShortcuts.today',
  thisMonth: 'app.dateShortcuts.thisMonth',
} as const satisfies Record<string, MessageId>;

interface ShortcutRange {
  start: string;
  end: string;
}

const DAY = 'YYYY-MM-DD';

/** Today alone, or the first of this month to today: both end today, so both keep the pickers' rules. */
function shortcutRange(shortcut: 'today' | 'thisMonth', today: Dayjs = dayjs()): ShortcutRange {
  const end = today.format(DAY);
  return { start: shortcut === 'today' ? end : today.startOf('month').format(DAY), end };
}

/** One click for the ranges typed most often beside a pair of date pickers: Today and This Month. */
export function DateShortcuts({ onPick, current }: { onPick: (range: ShortcutRange) => void; current?: ShortcutRange }) {
  const intl = useIntl();
  const choose = (shortcut: 'today' | 'thisMonth') => onPick(shortcutRange(shortcut));
  const isCurrent = (shortcut: 'today' | 'thisMonth') => {
    const range = shortcutRange(shortcut);
    return current?.start === range.start && current.end === range.end;
  };
  return (
    <ButtonGroup size="small" variant="outlined" aria-label={intl.formatMessage({ id: DATE_SHORTCUT_TEXTS.group })} sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
      <Button onClick={() => choose('today')} aria-pressed={isCurrent('today')}>
        <FormattedMessage id={DATE_SHORTCUT_TEXTS.today} />
      </Button>
      <Button onClick={() => choose('thisMonth')} aria-pressed={isCurrent('thisMonth')}>
        <FormattedMessage id={DATE_SHORTCUT_TEXTS.thisMonth} />
      </Button>
    </ButtonGroup>
  );
}
