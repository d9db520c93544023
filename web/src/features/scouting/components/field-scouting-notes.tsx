import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { ScoutingExportFormat } from '../../../../../shared/domain/scouting';
import { apiErrorMessage } from '../../../lib/api';
import { saveExport } from '../../../lib/export-download';
import { useText } from '../../../lib/i18n/use-text';
import { useCan } from '../../../lib/team-access';
import { useExportScoutingNotesMutation, useListScoutingNotesQuery } from '../../../api/scouting';
import type { Pin } from '../pin';
import { NoteCard, type NoteActions } from './note-card';
import { NoteForm } from './note-form';
import { NoteSheet } from './note-sheet';
import { PinMap } from './pin-map';
import { useNoteActions } from './use-note-actions';

const PAGE = 10;
const EXPORTS: Record<ScoutingExportFormat, { file: string; type: string }> = {
  csv: { file: 'scouting-notes.csv', type: 'text/csv' },
  geojson: { file: 'scouting-notes.geojson', type: 'application/geo+json' },
};

/** The field's scouting notes, newest first, a page at a time; add, export, and each note's actions. */
export default function FieldScoutingNotes({ field }: { field: Field }) {
  const { t, say } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const can = useCan();
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const [adding, setAdding] = useState(false);
  const [pin, setPin] = useState<Pin | null>(null);
  const [exportNotes, exporting] = useExportScoutingNotesMutation();
  const { actions, dialogs } = useNoteActions();

  const download = async (format: ScoutingExportFormat) => {
    try {
      saveExport(await exportNotes({ format, field: field.id }).unwrap(), EXPORTS[format].file, EXPORTS[format].type);
    } catch (error) {
      enqueueSnackbar(say(apiErrorMessage(error, 'scouting.exportFailed')), { variant: 'error' });
    }
  };
  const close = () => {
    setAdding(false);
    setPin(null);
  };

  return (
    <Card variant="outlined" component="section" aria-label={t('scouting.title')} sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {t('scouting.title')}
          </Typography>
          {(['csv', 'geojson'] as const).map((format) => (
            <Button key={format} size="small" startIcon={<DownloadIcon />} disabled={exporting.isLoading} onClick={() => void download(format)}>
              {t(format === 'csv' ? 'scouting.exportCsv' : 'scouting.exportGeojson')}
            </Button>
          ))}
          {can('scouting.add_scoutingnote') && (
            <Button variant="contained" size="small" startIcon={<AddLocationAltIcon />} onClick={() => setAdding(true)} sx={{ minHeight: 40 }}>
              {t('scouting.add')}
            </Button>
          )}
        </Box>
        {pages.map((cursor, index) => (
          <NotesPage key={cursor ?? 'first'} field={field.id} cursor={cursor} first={index === 0} last={index === pages.length - 1} actions={actions} onMore={(next) => setPages((current) => [...current, next])} />
        ))}
      </CardContent>
      <NoteSheet open={adding} title={t('scouting.newNote')} overMap={false} onClose={close}>
        {adding && <NoteForm fields={[field]} initialField={field.id} pin={pin} onPin={setPin} map={<PinMap field={field} pin={pin} onPin={setPin} />} onCancel={close} onQueued={close} />}
      </NoteSheet>
      {dialogs}
    </Card>
  );
}

function NotesPage({ field, cursor, first, last, actions, onMore }: { field: string; cursor?: string; first: boolean; last: boolean; actions: NoteActions; onMore: (cursor: string) => void }) {
  const { t } = useText();
  const page = useListScoutingNotesQuery({ field, limit: PAGE, ...(cursor ? { cursor } : {}) });
  if (page.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (page.isError) return <Typography color="error">{t('scouting.loadFailed')}</Typography>;
  const items = page.data?.items ?? [];
  if (first && items.length === 0) return <Typography color="text.secondary">{t('scouting.none')}</Typography>;
  return (
    <>
      {items.map((note) => (
        <Box key={note.id}>
          <Divider sx={{ my: 1 }} />
          <NoteCard note={note} {...actions} />
        </Box>
      ))}
      {last && page.data?.next && (
        <Button onClick={() => page.data?.next && onMore(page.data.next)} sx={{ mt: 1 }}>
          {t('scouting.more')}
        </Button>
      )}
    </>
  );
}
