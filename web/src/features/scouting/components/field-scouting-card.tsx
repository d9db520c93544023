import Skeleton from '@mui/material/Skeleton';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useCan } from '../../../lib/team-access';
import { LazyPart } from '../../../components/lazy-part';
import { lazyComponent } from '../../../lib/lazy-component';

// The notes, their form (with its map) and dialogs load with the scouting texts, after the field's own page.
const FieldScoutingNotes = lazyComponent(() => import('./field-scouting-notes'));

const loading = <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />;

/** The field's page: its scouting notes (for a role that may read them), once their texts have loaded. */
export function FieldScoutingCard({ field }: { field: Field }) {
  const ready = useCatalogue('scouting');
  const can = useCan();
  if (!can('scouting.view_scoutingnote')) return null;
  if (!ready) return loading;
  return (
    <LazyPart fallback={loading}>
      <FieldScoutingNotes field={field} />
    </LazyPart>
  );
}
