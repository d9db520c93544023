// Parses the API's message catalogues at bundling time: `node compile-api-catalogues.mjs <shared/i18n/api> <out>`
// writes <out>/<language>.json, every area's messages of that language as ICU syntax trees. A Lambda reads them
// beside its bundle (functions/core/i18n/catalogue-files.ts), so its bundle needs no ICU parser.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const [source, out] = process.argv.slice(2);
if (!source || !out) throw new Error('usage: compile-api-catalogues.mjs <catalogue folder> <output folder>');
const areas = readdirSync(source);
const languages = readdirSync(join(source, areas[0])).map((file) => file.replace(/\.json$/, ''));
mkdirSync(out, { recursive: true });
for (const language of languages) {
  const messages = {};
  for (const area of areas) {
    const file = JSON.parse(readFileSync(join(source, area, `${language}.json`), 'utf8'));
    for (const [id, entry] of Object.entries(file)) messages[id] = parse(typeof entry === 'string' ? entry : entry.message);
  }
  writeFileSync(join(out, `${language}.json`), JSON.stringify(messages));
}
