import Chip from '@mui/material/Chip';

/** Spec 3 §4 tri-state flags: null Unknown (grey), false red, true green. */
export function TriStateTag({ value, labels = ['No', 'Yes'] }: { value: boolean | null | undefined; labels?: readonly [string, string] }) {
  if (value === null || value === undefined) return <Chip size="small" label="Unknown" color="default" />;
  return value ? <Chip size="small" label={labels[1]} color="success" /> : <Chip size="small" label={labels[0]} color="error" />;
}

export const ACTIVE_LABELS = ['Not Active', 'Active'] as const;
