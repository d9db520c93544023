import Box from '@mui/material/Box';
import type { IndexId } from '../../../../../shared/domain/indices';
import { useGetTileUrlQuery } from '../../../api/monitoring';
import { useText } from '../../../lib/i18n/use-text';
import { thumbnailTile, tileUrl } from '../../../lib/low-data/thumbnail-tile';

/**
 * Index Imagery (spec 2 §2.6): the engine's rendering of the index over the field on the value's date, one tile
 * (one image request) cropped to the field. The signed URL and the tile are cached (RTK Query, the tile cache).
 */
export function IndexThumbnail({ fieldId, fieldName, index, date, size: SIZE = 64, eager = false }: { fieldId: string; fieldName: string; index: IndexId; date: string; size?: number; eager?: boolean }) {
  const { t } = useText();
  const tiles = useGetTileUrlQuery({ field: fieldId, index, date });
  if (!tiles.data) return <Box sx={{ width: SIZE, height: SIZE, bgcolor: 'action.hover', borderRadius: 1 }} />;
  const [[south, west], [north, east]] = tiles.data.bounds;
  const tile = thumbnailTile([west, south, east, north], tiles.data.minZoom, tiles.data.maxZoom);
  const [left, top, width, height] = tile.box;
  const scale = (SIZE * 0.9) / Math.max(width, height, 1);
  return (
    <Box sx={{ width: SIZE, height: SIZE, position: 'relative', overflow: 'hidden', bgcolor: 'grey.200', borderRadius: 1 }}>
      <img
        src={tileUrl(tiles.data.url, tile)}
        alt={t('farm-summary.ui.map.alt', { index: index === 'TRUE_COLOR' ? t('farm-summary.ui.map.trueColour') : index, name: fieldName, date })}
        // A printed report needs its maps loaded before the print, not when scrolled to.
        loading={eager ? 'eager' : 'lazy'}
        width={tiles.data.tileSize * scale}
        height={tiles.data.tileSize * scale}
        style={{
          position: 'absolute',
          maxWidth: 'none',
          left: SIZE / 2 - (left + width / 2) * scale,
          top: SIZE / 2 - (top + height / 2) * scale,
        }}
      />
    </Box>
  );
}
