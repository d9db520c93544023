/**
 * Builds the web app's font for the Nigerian letters (web/src/theme/fonts/): Noto Sans Regular and Bold (SIL Open
 * Font License 1.1, OFL.txt beside them; from the npm package @expo-google-fonts/noto-sans) cut down to the letters
 * of Hausa, Yoruba and Igbo that Latin-1 lacks, as woff2. fonts.css names exactly these code points in its
 * unicode-range, so a page loads the file only when it shows one of them: a few KB where Noto's own latin-ext and
 * vietnamese subsets weigh over 120 KB.
 *
 *   npx tsx tools/build-web-fonts.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'node_modules/@expo-google-fonts/noto-sans');
const OUT = path.join(ROOT, 'web/src/theme/fonts');

/**
 * Hausa ɓ ɗ ƙ ƴ (and capitals) and ʼ; Yoruba ẹ ọ ṣ ń ǹ ḿ (and capitals) with the combining grave, acute, tilde,
 * macron and dot below; Igbo ị ọ ụ ṅ (and capitals); the naira sign and →. fonts.css's unicode-range lists the same
 * code points (every one the catalogues use beyond Latin-1 and general punctuation).
 */
const NIGERIAN_LETTERS = [
  0x0143, 0x0144, 0x0181, 0x018a, 0x0198, 0x0199, 0x01b3, 0x01b4, 0x01f8, 0x01f9, 0x0253, 0x0257, 0x02bc, 0x0300, 0x0301, 0x0303,
  0x0304, 0x0323, 0x1e3e, 0x1e3f, 0x1e44, 0x1e45, 0x1e62, 0x1e63, 0x1eb8, 0x1eb9, 0x1eca, 0x1ecb, 0x1ecc, 0x1ecd, 0x1ee4, 0x1ee5,
  0x20a6, 0x2192,
];

for (const [weight, name] of [
  ['400Regular', 'noto-sans-nigerian-400'],
  ['700Bold', 'noto-sans-nigerian-700'],
] as const) {
  const source = readFileSync(path.join(SOURCE, weight, `NotoSans_${weight}.ttf`));
  // Layout features kept: the mark positioning that puts a tone mark over ẹ or ọ.
  const subset = await subsetFont(source, String.fromCodePoint(...NIGERIAN_LETTERS), { targetFormat: 'woff2' });
  writeFileSync(path.join(OUT, `${name}.woff2`), subset);
  console.log(`${name}.woff2: ${subset.length} bytes`);
}
copyFileSync(path.join(SOURCE, 'LICENSE_FONT'), path.join(OUT, 'OFL.txt'));
console.log(
  'unicode-range:',
  NIGERIAN_LETTERS.map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`).join(','),
);
