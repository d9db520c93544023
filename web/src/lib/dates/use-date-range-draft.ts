import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { checkDateRange, isCompleteDate, settleDateRange, type DateRange } from './date-range';

/**
 * What a pair of typed date pickers shows while the user types, and when it reaches the store: a complete date
 * that keeps the range within the rules is taken at once; anything else waits for the picker to be left (or Enter),
 * then the window moves with the edited end or the edit is refused with the rule's message (spec 2 §5).
 * Nothing is checked on the half-typed values a keyboard produces.
 */
export function useDateRangeDraft(committed: DateRange, onCommit: (range: DateRange) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<DateRange>(committed);
  // A range changed elsewhere (another picker, a restored session) replaces what was being typed.
  const key = `${committed.start}|${committed.end}`;
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setDraft(committed);
  }

  const change = (edited: keyof DateRange, value: string) => {
    const next = { ...draft, [edited]: value };
    setDraft(next);
    if (isCompleteDate(value) && isCompleteDate(next.start) && isCompleteDate(next.end) && checkDateRange(next.start, next.end).ok) {
      if (next.start !== committed.start || next.end !== committed.end) onCommit(next);
    }
  };

  const settle = (edited: keyof DateRange) => {
    const value = draft[edited];
    if (value === committed[edited]) return;
    const settled = settleDateRange(committed, edited, value);
    if (settled.ok) {
      setDraft(settled.range);
      onCommit(settled.range);
      return;
    }
    enqueueSnackbar(settled.message, { variant: 'warning' });
    setDraft(committed);
  };

  const inputProps = (edited: keyof DateRange) => ({
    value: draft[edited],
    onChange: (event: { target: { value: string } }) => change(edited, event.target.value),
    onBlur: () => settle(edited),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') settle(edited);
    },
  });
  return { draft, start: inputProps('start'), end: inputProps('end') };
}
