/**
 * Budget: the landing page's JS under 250 KB gzip. Reads the Vite manifest of web/dist and sums the gzip size of
 * the entry chunk and everything it imports statically (what /home loads before any lazy area).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export async function benchLandingBundle(): Promise<{ files: string[]; jsGzipKb: number; cssGzipKb: number }> {
  const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest: build the web app first');
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of chunk?.css ?? []) css.add(file);
    for (const child of chunk?.imports ?? []) visit(child);
  };
  visit(entry[0]);
  const files = [...seen].map((key) => manifest[key]?.file ?? key);
  const gz = async (file: string) => gzipSync(await readFile(path.join(DIST, file))).length;
  const jsBytes = (await Promise.all(files.map(gz))).reduce((a, b) => a + b, 0);
  const cssBytes = (await Promise.all([...css].map(gz))).reduce((a, b) => a + b, 0);
  return { files, jsGzipKb: Math.round(jsBytes / 102.4) / 10, cssGzipKb: Math.round(cssBytes / 102.4) / 10 };
}
