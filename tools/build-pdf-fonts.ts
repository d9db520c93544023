/**
 * Builds the PDF writer's fonts (functions/core/pdf/fonts/): subsets of Noto Sans Regular and Bold (SIL Open Font
 * License 1.1, OFL.txt beside them; from the npm package @expo-google-fonts/noto-sans) holding the letters of
 * English, Hausa, Yoruba, Igbo and Nigerian Pidgin, and for each a JSON of the metrics the writer needs (code point
 * to glyph id and advance, the font's box and heights), so the Lambda embeds the font without parsing it.
 *
 *   npx tsx tools/build-pdf-fonts.ts
 */
import * as fontkit from 'fontkit';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules/@expo-google-fonts/noto-sans');
const OUT = path.join(ROOT, 'functions/core/pdf/fonts');

/** Inclusive code point ranges the subset covers. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement (°, ×, …)
  [0x100, 0x17f], // Latin Extended-A
  [0x180, 0x24f], // Latin Extended-B (ƙ ƴ ɓ of Hausa's Latin Extended-B part)
  [0x250, 0x2af], // IPA Extensions (ɓ ɗ)
  [0x2b0, 0x2ff], // Spacing Modifier Letters (ʼ, Hausa's apostrophe)
  [0x300, 0x36f], // Combining Diacritical Marks (Yoruba's tones over ẹ ọ)
  [0x1e00, 0x1eff], // Latin Extended Additional (ẹ ọ ṣ ị ụ ṅ)
  [0x2000, 0x206f], // General Punctuation
  [0x20a6, 0x20a6], // ₦
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2264, 0x2265], // ≤ ≥
  [0xfffd, 0xfffd],
];

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

for (const [weight, name] of [
  ['400Regular', 'NotoSans-Regular'],
  ['700Bold', 'NotoSans-Bold'],
] as const) {
  const source = readFileSync(path.join(SOURCE, weight, `NotoSans_${weight}.ttf`));
  // No layout tables: the writer places glyphs one after another (no shaping), so GSUB/GPOS would be dead weight.
  const subset = await subsetFont(source, text, { targetFormat: 'sfnt', noHinting: true, keepFeatures: [], noLayoutClosure: true });
  writeFileSync(path.join(OUT, `${name}.ttf`), subset);
  const font = fontkit.create(subset) as fontkit.Font;
  const glyphs: Array<[number, number, number]> = [];
  for (const codePoint of font.characterSet.sort((a, b) => a - b)) {
    const glyph = font.glyphForCodePoint(codePoint);
    if (glyph.id !== 0) glyphs.push([codePoint, glyph.id, glyph.advanceWidth]);
  }
  const { bbox } = font;
  const metrics = {
    name: font.postscriptName,
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    capHeight: font.capHeight,
    bbox: [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY],
    glyphCount: font.numGlyphs,
    /** [code point, glyph id, advance in font units] */
    glyphs,
  };
  writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(metrics)}\n`);
  console.log(`${name}: ${subset.length} bytes, ${font.numGlyphs} glyphs, ${glyphs.length} code points`);
}
copyFileSync(path.join(SOURCE, 'LICENSE_FONT'), path.join(OUT, 'OFL.txt'));
