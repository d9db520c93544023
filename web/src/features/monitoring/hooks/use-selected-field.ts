import { useMemo } from 'react';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { useAppSelector } from '../../../lib/hooks';
import { useListFieldsQuery } from '../../../api/fields';

/**
 * The field the session context has selected (spec 2 §2.2, §2.3): `missing` when nothing is selected (the page then
 * goes back to /dashboard/) or the selected field is no longer in the team's list.
 */
export function useSelectedField(): { field: Field | null; missing: boolean; loading: boolean } {
  const context = useAppSelector((state) => state.sessionContext);
  const list = useListFieldsQuery(undefined, { skip: !context.selectedFieldId });
  const field = useMemo(() => list.data?.find((candidate) => candidate.id === context.selectedFieldId) ?? null, [list.data, context.selectedFieldId]);
  const noSelection = !context.selectedFieldId || !context.selectedCoordinates || context.selectedCoordinates.length === 0;
  return { field, missing: noSelection || (list.isSuccess && !field), loading: list.isLoading };
}
