import { readFileSync } from 'node:fs';

/**
 * The PDF writer's fonts: subsets of Noto Sans Regular and Bold holding the letters of English, Hausa (ɓ ɗ ƙ ƴ ʼ),
 * Yoruba (ẹ ọ ṣ and their tones), Igbo (ị ọ ụ ṅ) and Pidgin, with ₦, ° and the punctuation (built by
 * tools/build-pdf-fonts.ts, SIL Open Font License 1.1 in fonts/OFL.txt). Each ships as its TrueType file and a JSON
 * of the metrics the writer needs, read from ./fonts beside this module (beside the bundle once built: the
 * monitoring function's asset copies them there), when the first PDF is written.
 */
export type FontName = 'regular' | 'bold';

const FILES: Record<FontName, string> = { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' };

interface FontMetricsFile {
  name: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  glyphCount: number;
  /** [code point, glyph id, advance in font units] */
  glyphs: Array<[number, number, number]>;
}

export interface PdfFont {
  /** The PostScript name, e.g. NotoSans-Regular. */
  name: string;
  /** Heights and box in PDF glyph space (1/1000 of the font size). */
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  /** A code point's glyph id, and a glyph's advance in 1/1000 of the font size. */
  glyphOf: Map<number, number>;
  advanceOf: Map<number, number>;
  /** The glyph standing in for a code point the font does not hold: '?'. */
  missing: number;
  /** The TrueType file. */
  file: Buffer;
}

const fonts = new Map<FontName, PdfFont>();

export function pdfFont(name: FontName): PdfFont {
  let font = fonts.get(name);
  if (!font) {
    const base = FILES[name];
    const metrics = JSON.parse(readFileSync(new URL(`./fonts/${base}.json`, import.meta.url), 'utf8')) as FontMetricsFile;
    const scale = (value: number) => Math.round((value * 1000) / metrics.unitsPerEm);
    const glyphOf = new Map<number, number>();
    const advanceOf = new Map<number, number>();
    for (const [codePoint, glyph, advance] of metrics.glyphs) {
      glyphOf.set(codePoint, glyph);
      advanceOf.set(glyph, scale(advance));
    }
    font = {
      name: metrics.name,
      ascent: scale(metrics.ascent),
      descent: scale(metrics.descent),
      capHeight: scale(metrics.capHeight),
      bbox: metrics.bbox.map(scale) as [number, number, number, number],
      glyphOf,
      advanceOf,
      missing: glyphOf.get(0x3f) ?? 0,
      file: readFileSync(new URL(`./fonts/${base}.ttf`, import.meta.url)),
    };
    fonts.set(name, font);
  }
  return font;
}

/** Signs Noto Sans leaves to its Math and Symbols fonts, written as the report always wrote them. */
const STAND_INS: Record<string, string> = { '≥': '>=', '≤': '<=', '−': '-' };

/**
 * A text's glyphs in the font (NFC first, so a letter and its tone take the precomposed glyph where there is one,
 * and a tone with no precomposed form follows its letter as a combining mark); a character the font lacks is '?'.
 */
export function glyphsOf(font: PdfFont, text: string): Array<{ glyph: number; codePoint: number }> {
  const glyphs: Array<{ glyph: number; codePoint: number }> = [];
  for (const char of text.normalize('NFC')) {
    for (const shown of font.glyphOf.has(char.codePointAt(0) as number) ? char : (STAND_INS[char] ?? char)) {
      const codePoint = shown.codePointAt(0) as number;
      const glyph = font.glyphOf.get(codePoint);
      glyphs.push(glyph === undefined ? { glyph: font.missing, codePoint: 0x3f } : { glyph, codePoint });
    }
  }
  return glyphs;
}

/** The text's width at the font size, in points, by the glyphs' advances. */
export function measure(font: PdfFont, text: string, size: number): number {
  let units = 0;
  for (const { glyph } of glyphsOf(font, text)) units += font.advanceOf.get(glyph) ?? 0;
  return (units * size) / 1000;
}
