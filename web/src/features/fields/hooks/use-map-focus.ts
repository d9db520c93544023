import { useCallback, useEffect, useState } from 'react';
import type { Field, FieldUpload } from '../../../../../shared/api/schemas/fields';
import { boundsOf, type Bounds } from '../../../lib/geometry';
import type { MapFocus } from '../components/fields-map';

/** Where the dashboard map looks: a place, a field, or the new fields of an upload once the list has them. */
export function useMapFocus(fields: readonly Field[]) {
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [pendingFocus, setPendingFocus] = useState<string[] | null>(null);

  const focusOn = useCallback((bounds: Bounds | null, maxZoom?: number) => {
    if (bounds) setFocus((current) => ({ bounds, key: (current?.key ?? 0) + 1, maxZoom }));
  }, []);

  const focusOnUploaded = useCallback((upload: FieldUpload) => setPendingFocus(upload.fields), []);

  useEffect(() => {
    if (!pendingFocus) return;
    const created = fields.filter((field) => pendingFocus.includes(field.id));
    if (created.length > 0) {
      focusOn(boundsOf(created));
      setPendingFocus(null);
    }
  }, [fields, pendingFocus, focusOn]);

  return { focus, focusOn, focusOnUploaded };
}
