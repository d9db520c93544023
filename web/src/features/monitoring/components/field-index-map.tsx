import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { IndexId } from '../../../../../shared/domain/indices';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { DeferredImage } from '../../../lib/low-data/deferred-image';
import { useMonitoringTexts } from '../messages';
import { LazyPart } from '../../../components/lazy-part';
import { lazyComponent } from '../../../lib/lazy-component';

const FieldImageryMap = lazyComponent(() => import('./field-imagery-map'));

/** Field Info's map (spec 2 §2.7): the chosen index (BASE = true colour) on the period's clearest recent scene. */
export function FieldIndexMap({ field, index, start, end }: { field: Field; index: IndexId; start: string; end: string }) {
  const texts = useMonitoringTexts();
  const dates = useGetIndexDatesQuery({ field: field.id, start, end }, { skip: !start || !end || start > end });
  const clear = (dates.data?.dates ?? []).filter((entry) => entry.validFraction >= 0.5).map((entry) => entry.date).sort();
  const date = clear.at(-1) ?? null;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {date ? texts.mapIndexOn(index === 'TRUE_COLOR' ? texts.trueColour : index, date) : index === 'TRUE_COLOR' ? texts.trueColour : index}
      </Typography>
      {!dates.isFetching && !date && <Typography color="text.secondary">{texts.noClearScene}</Typography>}
      {/* Low-data mode: the imagery loads on a tap. */}
      <DeferredImage height={300}>
        <LazyPart fallback={null}>
          <FieldImageryMap field={field} date={date} index={index} showIndex={Boolean(date)} fit height={300} target={null} label={texts.mapOf(field.name)} scrollWheelZoom={false} />
        </LazyPart>
      </DeferredImage>
    </Paper>
  );
}
