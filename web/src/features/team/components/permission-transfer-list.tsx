import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TEAM_TEXTS, usePermissionLabel } from '../messages';

function Column({
  title,
  items,
  checked,
  disabled,
  onToggle,
}: {
  title: string;
  items: string[];
  checked: ReadonlySet<string>;
  disabled?: boolean;
  onToggle: (code: string) => void;
}) {
  const headingId = useId();
  const label = usePermissionLabel();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {items.length}
        </Typography>
      </Box>
      <Box sx={{ height: 260, overflow: 'auto', px: 2, py: 0.5, display: 'flex', flexDirection: 'column' }}>
        {items.map((code) => (
          <FormControlLabel
            key={code}
            label={label(code)}
            disabled={disabled}
            control={<Checkbox size="small" checked={checked.has(code)} onChange={() => onToggle(code)} />}
          />
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The permission editor (spec 1 §2): 'To Add' lists what the role does not hold yet, 'To Remove' what it holds;
 * ticked permissions move across with the buttons between the columns.
 */
export function PermissionTransferList({
  available,
  value,
  onChange,
  disabled,
}: {
  available: readonly string[];
  value: readonly string[];
  onChange: (privileges: string[]) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const held = useMemo(() => new Set(value), [value]);
  const toAdd = available.filter((code) => !held.has(code));
  const order = new Map(available.map((code, index) => [code, index]));
  const toRemove = [...held].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
  const checkedToAdd = toAdd.filter((code) => checked.has(code));
  const checkedToRemove = toRemove.filter((code) => checked.has(code));

  const toggle = (code: string) => {
    const next = new Set(checked);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setChecked(next);
  };
  const move = (next: string[], moved: string[]) => {
    const rest = new Set(checked);
    for (const code of moved) rest.delete(code);
    setChecked(rest);
    onChange(next);
  };

  const button = (label: string, symbol: string, enabled: boolean, action: () => void) => (
    <Button variant="outlined" size="small" aria-label={label} title={label} disabled={disabled || !enabled} onClick={action}>
      {symbol}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch', flexDirection: { xs: 'column', sm: 'row' } }}>
      <Column title={intl.formatMessage({ id: TEAM_TEXTS.toAdd })} items={toAdd} checked={checked} disabled={disabled} onToggle={toggle} />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, justifyContent: 'center', gap: 1 }}>
        {button(intl.formatMessage({ id: 'team.addAll' }), '≫', toAdd.length > 0, () => move([...toRemove, ...toAdd], toAdd))}
        {button(intl.formatMessage({ id: 'team.addSelected' }), '>', checkedToAdd.length > 0, () => move([...toRemove, ...checkedToAdd], checkedToAdd))}
        {button(intl.formatMessage({ id: 'team.removeSelected' }), '<', checkedToRemove.length > 0, () =>
          move(
            toRemove.filter((code) => !checked.has(code)),
            checkedToRemove,
          ),
        )}
        {button(intl.formatMessage({ id: 'team.removeAll' }), '≪', toRemove.length > 0, () => move([], toRemove))}
      </Box>
      <Column title={intl.formatMessage({ id: TEAM_TEXTS.toRemove })} items={toRemove} checked={checked} disabled={disabled} onToggle={toggle} />
    </Box>
  );
}
