/** A STAC item from a local path or an http(s) URL (asset hrefs relative to it are resolved against it). */
import { readFile } from 'node:fs/promises';
import { AssetMissingError, InvalidItemError } from '../errors';
import type { Scene } from '../scene';
import { StacClient } from './stac-client';
import { parseStacItem } from './stac-item';

export async function loadStacItem(location: string): Promise<Scene> {
  if (/^https?:\/\//i.test(location)) return new StacClient({ url: location }).item(location);
  let text: string;
  try {
    text = await readFile(location, 'utf8');
  } catch {
    throw new AssetMissingError(`no STAC item at ${location}`, { location });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidItemError(`${location} is not JSON`);
  }
  return parseStacItem(json, location);
}
