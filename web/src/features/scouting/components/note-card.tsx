import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useIntl } from 'react-intl';
import type { ScoutingNote } from '../../../../../shared/api/schemas/scouting';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { categoryText, severityText } from '../scouting-texts';
import { CategoryIcon, SEVERITY_COLOURS } from './note-look';

/** Between the byline's parts: punctuation, the same in every language. */
const SEPARATOR = ' \u00b7 ';

export interface NoteActions {
  onMakeTask?: (note: ScoutingNote) => void;
  onOpenField?: (note: ScoutingNote) => void;
  onEdit?: (note: ScoutingNote) => void;
  onDelete?: (note: ScoutingNote) => void;
}

/**
 * One note: what, how bad, when, by whom, its words and photos, and what the user may do with it (each action only
 * for a role that may: the server refuses the rest).
 */
export function NoteCard({ note, onMakeTask, onOpenField, onEdit, onDelete }: { note: ScoutingNote } & NoteActions) {
  const { t } = useText();
  const intl = useIntl();
  const can = useCan();
  const colours = SEVERITY_COLOURS[note.severity];
  const photos = note.photos.filter((photo) => photo.url);
  const byline = [t('scouting.seen', { date: intl.formatDate(note.observed_at, { dateStyle: 'medium', timeStyle: 'short' }) }), note.field_name, t('scouting.by', { name: note.created_by.name })].join(SEPARATOR);
  return (
    <Box component="article" aria-label={t('scouting.marker', { category: t(categoryText(note.category)), severity: t(severityText(note.severity)) })} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CategoryIcon category={note.category} fontSize="small" />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {t(categoryText(note.category))}
        </Typography>
        <Chip size="small" label={t(severityText(note.severity))} sx={{ bgcolor: colours.fill, color: colours.text }} />
        {note.task && <Chip size="small" variant="outlined" icon={<AssignmentIcon />} label={t('scouting.hasTask')} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {byline}
      </Typography>
      {note.text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>}
      {photos.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.75 }}>
          {photos.map((photo, index) => (
            <a key={photo.id} href={photo.url ?? undefined} target="_blank" rel="noreferrer">
              <Box component="img" loading="lazy" src={photo.url ?? undefined} alt={t('scouting.photo', { n: index + 1 })} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            </a>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mx: -1 }}>
        {onMakeTask && !note.task && can('activity.add_farmactivity') && (
          <Button size="small" onClick={() => onMakeTask(note)}>
            {t('scouting.makeTask')}
          </Button>
        )}
        {onOpenField && (
          <Button size="small" onClick={() => onOpenField(note)}>
            {t('scouting.openField')}
          </Button>
        )}
        {onEdit && can('scouting.change_scoutingnote') && (
          <Button size="small" onClick={() => onEdit(note)}>
            {t('scouting.edit')}
          </Button>
        )}
        {onDelete && can('scouting.delete_scoutingnote') && (
          <Button size="small" color="error" onClick={() => onDelete(note)}>
            {t('scouting.delete')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
