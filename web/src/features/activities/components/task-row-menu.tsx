import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import type { Permission } from '../../../../../shared/domain/permissions';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

export type TaskAction = 'view' | 'modify' | 'reassign' | 'close' | 'delete';

const ITEMS: { action: TaskAction; label: MessageId; whenOpen?: boolean; permission?: Permission }[] = [
  { action: 'view', label: 'activities.action.view' },
  { action: 'modify', label: 'activities.action.modify', whenOpen: true, permission: 'activity.change_farmactivity' },
  { action: 'reassign', label: 'activities.action.reassign', whenOpen: true, permission: 'activity.assign_farmactivity' },
  { action: 'close', label: 'activities.action.close', whenOpen: true, permission: 'activity.close_farmactivity' },
  { action: 'delete', label: 'activities.action.delete', permission: 'activity.delete_farmactivity' },
];

/**
 * View / Modify / Re-Assign / Close / Delete; a closed task can only be viewed or deleted, and an action the
 * member's role does not hold is not offered (the server would refuse it).
 */
export function TaskRowMenu({ activity, onAction, can = () => true }: { activity: Activity; onAction: (action: TaskAction) => void; can?: (permission: Permission) => boolean }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closed = activity.status === 'close';
  return (
    <>
      <IconButton aria-label={intl.formatMessage({ id: 'activities.actionsFor' }, { name: activity.name })} onClick={(event) => setAnchor(event.currentTarget)} size="small">
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ITEMS.filter(({ permission }) => !permission || can(permission)).map(({ action, label, whenOpen }) => (
          <MenuItem
            key={action}
            disabled={Boolean(whenOpen && closed)}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <FormattedMessage id={label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
