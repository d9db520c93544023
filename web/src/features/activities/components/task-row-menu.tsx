import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Activity } from '../../../../../shared/api/schemas/activities';

export type TaskAction = 'view' | 'modify' | 'reassign' | 'close' | 'delete';

const ITEMS: { action: TaskAction; label: string; whenOpen?: boolean }[] = [
  { action: 'view', label: 'View' },
  { action: 'modify', label: 'Modify', whenOpen: true },
  { action: 'reassign', label: 'Re-Assign', whenOpen: true },
  { action: 'close', label: 'Close', whenOpen: true },
  { action: 'delete', label: 'Delete' },
];

/** View / Modify / Re-Assign / Close / Delete; a closed task can only be viewed or deleted. */
export function TaskRowMenu({ activity, onAction }: { activity: Activity; onAction: (action: TaskAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closed = activity.status === 'close';
  return (
    <>
      <IconButton aria-label={`Actions for ${activity.name}`} onClick={(event) => setAnchor(event.currentTarget)} size="small">
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ITEMS.map(({ action, label, whenOpen }) => (
          <MenuItem
            key={action}
            disabled={Boolean(whenOpen && closed)}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
