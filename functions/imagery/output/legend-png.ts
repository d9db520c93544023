/**
 * The legend of an index as a PNG (200 × 300 by default, the size the specification's legend requests use): the
 * layer name, its unit, a vertical colour bar painted from the legend's stops (the catalogue's ramp) (maximum at the top) over the
 * display range, and five evenly spaced tick labels. True colour has no ramp: its legend says so.
 */
import { legendFor, type IndexId, type Legend } from '../../../shared/domain/indices';
import { drawText, GLYPH_HEIGHT, textWidth } from './bitmap-font';
import { encodePng } from './png';
import { rampPainter } from '../tiles/render-tile';

export interface LegendImage {
  width: number;
  height: number;
  rgba: Uint8Array;
  png: Uint8Array;
  /** Where the bar is, for tests and callers that annotate it: rows top..bottom, columns left..right (inclusive). */
  bar: { left: number; right: number; top: number; bottom: number; min: number; max: number } | null;
}

const INK: readonly [number, number, number] = [33, 33, 33];
const BORDER: readonly [number, number, number] = [189, 189, 189];

export function formatTick(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function fill(rgba: Uint8Array, width: number, left: number, top: number, right: number, bottom: number, colour: readonly number[]): void {
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const at = (y * width + x) * 4;
      rgba[at] = colour[0] as number;
      rgba[at + 1] = colour[1] as number;
      rgba[at + 2] = colour[2] as number;
      rgba[at + 3] = 255;
    }
  }
}

/** A legend to draw: an optical index's (legendFor) or a radar layer's (radarLegendFor), or an index id. */
export type DrawnLegend = Omit<Legend, 'index'> & { index: string };

export function renderLegend(source: IndexId | DrawnLegend, width = 200, height = 300): LegendImage {
  const legend: DrawnLegend = typeof source === 'string' ? legendFor(source) : source;
  const index = legend.index;
  const rgba = new Uint8Array(width * height * 4);
  fill(rgba, width, 0, 0, width - 1, height - 1, [255, 255, 255]);
  fill(rgba, width, 0, 0, width - 1, 0, BORDER);
  fill(rgba, width, 0, height - 1, width - 1, height - 1, BORDER);
  fill(rgba, width, 0, 0, 0, height - 1, BORDER);
  fill(rgba, width, width - 1, 0, width - 1, height - 1, BORDER);

  const title = index.replace('_', ' ');
  const titleScale = textWidth(title, 2) <= width - 16 ? 2 : 1;
  drawText(rgba, width, title, 8, 8, INK, titleScale);
  let top = 8 + GLYPH_HEIGHT * titleScale + 8;
  if (legend.unit) {
    drawText(rgba, width, legend.unit, 8, top, INK, 1);
    top += GLYPH_HEIGHT + 8;
  }
  if (legend.kind !== 'scalar') {
    drawText(rgba, width, 'RGB X2.5', 8, top, INK, 2);
    const swatch = top + GLYPH_HEIGHT * 2 + 10;
    const third = Math.floor((width - 16) / 3);
    fill(rgba, width, 8, swatch, 8 + third - 1, Math.min(height - 9, swatch + 30), [220, 40, 40]);
    fill(rgba, width, 8 + third, swatch, 8 + 2 * third - 1, Math.min(height - 9, swatch + 30), [40, 170, 60]);
    fill(rgba, width, 8 + 2 * third, swatch, 8 + 3 * third - 1, Math.min(height - 9, swatch + 30), [50, 80, 210]);
    return { width, height, rgba, png: encodePng(rgba, width, height), bar: null };
  }

  const bar = { left: 16, right: 46, top: top + 6, bottom: height - 16, min: legend.min, max: legend.max };
  // The legend's stops are the ramp's within the display range plus its ends: painting them is painting the ramp.
  const paint = rampPainter(legend.stops);
  const rows = bar.bottom - bar.top;
  for (let y = bar.top; y <= bar.bottom; y++) {
    const value = legend.max - ((y - bar.top) / rows) * (legend.max - legend.min);
    for (let x = bar.left; x <= bar.right; x++) paint(value, rgba, (y * width + x) * 4);
  }
  for (let t = 0; t <= 4; t++) {
    const value = legend.min + ((4 - t) / 4) * (legend.max - legend.min);
    const y = Math.round(bar.top + (t / 4) * rows);
    fill(rgba, width, bar.right + 1, y, bar.right + 6, y, INK);
    drawText(rgba, width, formatTick(value), bar.right + 12, Math.max(1, Math.min(height - 1 - GLYPH_HEIGHT * 2, y - GLYPH_HEIGHT)), INK, 2);
  }
  return { width, height, rgba, png: encodePng(rgba, width, height), bar };
}
