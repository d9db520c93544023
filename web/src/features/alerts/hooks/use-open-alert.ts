import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlertItem } from '../../../../../shared/api/schemas/alerts';
import { useMarkAlertReadMutation } from '../../../api/alerts';

/** Where an alert leads: its own link (the field's chart, its weather, the task), else its field's page. */
export function alertTarget(alert: AlertItem): string | null {
  return alert.link ?? (alert.field ? `/dashboard/farmsummary/info/${alert.field.id}` : null);
}

/** Opening an alert marks it read (the bell's count goes down) and goes where it leads. */
export function useOpenAlert() {
  const navigate = useNavigate();
  const [markRead] = useMarkAlertReadMutation();
  const open = useCallback(
    (alert: AlertItem) => {
      if (!alert.read) void markRead({ id: alert.id, read: true });
      const target = alertTarget(alert);
      if (target) navigate(target);
    },
    [markRead, navigate],
  );
  return { open, markRead };
}
