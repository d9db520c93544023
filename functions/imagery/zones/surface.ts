import type { PixelWindow } from '../cog/cog-reader';
import type { Grid } from '../geometry/field-grid';

/**
 * A field's averaged relative-productivity surface: per pixel of the field's window on the scene grid, the mean over
 * the clear scenes of (pixel NDVI / the scene's field mean NDVI), and how many clear scenes saw the pixel. The
 * expensive part of the zones (every clear scene read); the classes are cut from it on request.
 */
export interface ZoneSurface {
  grid: Grid;
  window: PixelWindow;
  /** window.width × window.height, row-major; NaN outside the field and where no clear scene saw the pixel. */
  values: Float32Array;
  counts: Uint16Array;
  /** Acquisition days behind the surface (YYYY-MM-DD), oldest first. */
  dates: string[];
}
