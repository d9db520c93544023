import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import { SCOUTING_LIMITS } from '../../../../../shared/domain/scouting';
import { useText } from '../../../lib/i18n/use-text';
import type { NotePhoto } from '../hooks/use-note-photos';

/** Up to three photos from the phone's camera (or its gallery), as thumbnails that can be removed. */
export function PhotoPicker({
  photos,
  busy,
  full,
  keepLocation,
  onAdd,
  onRemove,
  onKeepLocation,
}: {
  photos: readonly NotePhoto[];
  busy: boolean;
  full: boolean;
  keepLocation: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onKeepLocation: (keep: boolean) => void;
}) {
  const { t } = useText();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {t('scouting.photos', { count: photos.length, max: SCOUTING_LIMITS.photosPerNote })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {photos.map((photo, index) => (
          <Box key={photo.id} sx={{ position: 'relative', width: 72, height: 72 }}>
            <Box component="img" src={photo.url} alt={t('scouting.photo', { n: index + 1 })} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
            <IconButton
              size="small"
              aria-label={t('scouting.removePhoto', { n: index + 1 })}
              onClick={() => onRemove(photo.id)}
              sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {busy && <CircularProgress size={28} aria-label={t('scouting.preparingPhoto')} />}
        {!full && (
          <Button variant="outlined" startIcon={<AddAPhotoIcon />} disabled={busy} onClick={() => input.current?.click()} sx={{ minHeight: 48 }}>
            {t('scouting.addPhoto')}
          </Button>
        )}
        <input
          ref={input}
          hidden
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          data-testid="scouting-photo-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []).slice(0, SCOUTING_LIMITS.photosPerNote - photos.length);
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </Box>
      <FormControlLabel control={<Checkbox checked={keepLocation} onChange={(event) => onKeepLocation(event.target.checked)} />} label={t('scouting.keepLocation')} />
    </Box>
  );
}
