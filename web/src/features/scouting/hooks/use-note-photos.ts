import { useCallback, useEffect, useRef, useState } from 'react';
import { SCOUTING_LIMITS } from '../../../../../shared/domain/scouting';
import { compressPhoto } from '../photo-compress';

/** A photo chosen for a note: its original (for its location, if kept), the compressed JPEG and its thumbnail. */
export interface NotePhoto {
  id: string;
  original: Blob;
  jpeg: Blob;
  url: string;
}

/**
 * The note's photos, each compressed as soon as it is chosen (the phone keeps only the small JPEG and a reference
 * to the original); at most SCOUTING_LIMITS.photosPerNote. Thumbnails are released when the form closes.
 */
export function useNotePhotos(onFailed: () => void) {
  const [photos, setPhotos] = useState<NotePhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const urls = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      setBusy(true);
      try {
        for (const file of files) {
          let made: NotePhoto;
          try {
            const { jpeg } = await compressPhoto(file, false);
            const url = URL.createObjectURL(jpeg);
            urls.current.push(url);
            made = { id: crypto.randomUUID(), original: file, jpeg, url };
          } catch {
            onFailed();
            continue;
          }
          setPhotos((current) => (current.length < SCOUTING_LIMITS.photosPerNote ? [...current, made] : current));
        }
      } finally {
        setBusy(false);
      }
    },
    [onFailed],
  );

  const remove = useCallback((id: string) => setPhotos((current) => current.filter((photo) => photo.id !== id)), []);
  return { photos, busy, add, remove, full: photos.length >= SCOUTING_LIMITS.photosPerNote };
}
