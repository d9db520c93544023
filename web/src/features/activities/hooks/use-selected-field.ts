import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../lib/hooks';

/** The field the task pages work on: `?field=` in the URL first, else the field selected on the dashboard. */
export function useSelectedFieldId(): string | null {
  const [search] = useSearchParams();
  const selected = useAppSelector((state) => state.sessionContext.selectedFieldId);
  return search.get('field') || selected || null;
}
