import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ReportScoutingNote } from '../../../../../shared/api/schemas/farm-summary';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useText } from '../../../lib/i18n/use-text';
import { categoryText, severityText } from '../scouting-texts';

/** The field report's scouting notes of its period (the report preview's part; the PDF lists the same). */
export function ReportScoutingNotes({ notes }: { notes: readonly ReportScoutingNote[] }) {
  const ready = useCatalogue('scouting');
  const { t } = useText();
  const intl = useIntl();
  if (!ready || notes.length === 0) return null;
  return (
    <section aria-labelledby="report-scouting-title">
      <Typography id="report-scouting-title" variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('scouting.title')}
      </Typography>
      {notes.map((note) => (
        <Typography key={note.id} variant="body2" sx={{ mt: 0.5 }}>
          {[intl.formatDate(note.observed_at, { dateStyle: 'medium' }), t(categoryText(note.category)), t(severityText(note.severity)), note.text, note.task ? t('scouting.taskMade') : '']
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ))}
    </section>
  );
}
