/** A STAC item from a local path or an http(s) URL (asset hrefs relative to it are resolved against it). */
import { readFile } from 'node:fs/promises';
import { AssetMissingError, InvalidItemError } from '../errors';
import type { Scene } from '../scene';
import { StacClient } from './stac-client';
import { parseStacItem } from './stac-item';

export async function loadStacItem(location: string): Promise<Scene> {
  return loadItem(location, parseStacItem);
}

/** The same for any collection's items, parsed by `parse` (given the item and where it was read from). */
export async function loadItem<T>(location: string, parse: (item: unknown, base: string) => T): Promise<T> {
  if (/^https?:\/\//i.test(location)) return new StacClient({ url: location }).itemAs(location, parse);
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
  return parse(json, location);
}
