import Typography from '@mui/material/Typography';
import { useGetIndexDatesQuery } from '../../../api/monitoring';
import { useText } from '../../../lib/i18n/use-text';
import { DeferredImage } from '../../../lib/low-data/deferred-image';
import { IndexThumbnail } from './index-thumbnail';

const LOOKBACK_DAYS = 60;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Spec 2 §2.8's true-colour satellite preview: the field on its latest clear scene of the last two months. */
export function TrueColourPreview({ fieldId, fieldName }: { fieldId: string; fieldName: string }) {
  const { t } = useText();
  const end = new Date();
  const dates = useGetIndexDatesQuery({ field: fieldId, start: day(new Date(end.getTime() - LOOKBACK_DAYS * 86_400_000)), end: day(end) });
  const clear = (dates.data?.dates ?? []).filter((entry) => entry.validFraction >= 0.5).map((entry) => entry.date).sort();
  const date = clear.at(-1);
  if (dates.isFetching) return <Typography color="text.secondary">{t('farm-summary.ui.satellite.loading')}</Typography>;
  if (!date) return <Typography color="text.secondary">{t('farm-summary.ui.satellite.none')}</Typography>;
  return (
    <>
      <DeferredImage height={160} width={160}>
        <IndexThumbnail fieldId={fieldId} fieldName={fieldName} index="TRUE_COLOR" date={date} size={160} />
      </DeferredImage>
      <Typography variant="caption" color="text.secondary">
        {t('farm-summary.ui.map.trueColourOn', { date })}
      </Typography>
    </>
  );
}
