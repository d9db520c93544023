/**
 * STAC API item search (POST /search): collections, intersects or bbox, a datetime range, `query` on
 * eo:cloud_cover, sortby datetime, and paging through `next` links (POST bodies merged as the link says, or a
 * GET href). Errors, timeouts and non-STAC bodies become StacError / StacTimeoutError; 5xx/429 are retried.
 */
import { StacError, StacTimeoutError } from '../errors';
import type { Scene } from '../scene';
import { parseStacItem } from './stac-item';

export interface StacSearch {
  collections: string[];
  /** Exactly one of these two. */
  intersects?: GeoJSON.Polygon | GeoJSON.MultiPolygon;
  bbox?: [number, number, number, number];
  /** ISO instants; open ends allowed (null). */
  from?: string | null;
  to?: string | null;
  /** Keep scenes with eo:cloud_cover strictly below this. */
  maxCloudCover?: number;
  sort?: 'asc' | 'desc';
  /** Items per page. */
  limit?: number;
  /** Stop after this many items in all (a guard against runaway paging). */
  maxItems?: number;
}

/** Where search results are kept between calls (the lead may back it with DynamoDB); errors are never stored. */
export interface SceneCache {
  get(key: string): Promise<Scene[] | undefined>;
  set(key: string, scenes: Scene[]): Promise<void>;
}

/** Per-process cache with a time to live (a Lambda container reuses it across invocations). */
export function memorySceneCache(ttlMs = 15 * 60_000, maxEntries = 500): SceneCache {
  const entries = new Map<string, { at: number; scenes: Scene[] }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at > ttlMs) return undefined;
      return entry.scenes;
    },
    async set(key, scenes) {
      entries.delete(key);
      entries.set(key, { at: Date.now(), scenes });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

export interface StacClientOptions {
  /** API root, e.g. https://earth-search.aws.element84.com/v1 */
  url: string;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  cache?: SceneCache;
}

export const DEFAULT_COLLECTION = 'sentinel-2-c1-l2a';

interface NextLink {
  rel?: string;
  href?: string;
  method?: string;
  body?: Record<string, unknown>;
  merge?: boolean;
  headers?: Record<string, string>;
}

interface FeatureCollection {
  type?: string;
  features?: unknown[];
  links?: NextLink[];
}

export function searchBody(search: StacSearch): Record<string, unknown> {
  if ((search.intersects === undefined) === (search.bbox === undefined)) {
    throw new StacError('a search needs exactly one of intersects and bbox');
  }
  const body: Record<string, unknown> = { collections: search.collections, limit: search.limit ?? 100 };
  if (search.intersects) body.intersects = search.intersects;
  if (search.bbox) body.bbox = search.bbox;
  if (search.from || search.to) body.datetime = `${search.from ?? '..'}/${search.to ?? '..'}`;
  if (search.maxCloudCover !== undefined) body.query = { 'eo:cloud_cover': { lt: search.maxCloudCover } };
  body.sortby = [{ field: 'properties.datetime', direction: search.sort ?? 'asc' }];
  return body;
}

export class StacClient {
  private readonly options: StacClientOptions;

  constructor(options: Partial<StacClientOptions> & { url: string }) {
    this.options = { timeoutMs: 20_000, retries: 2, backoffMs: 300, ...options };
  }

  /** Every matching item (all pages) as scenes; served from the cache when it holds this exact search. */
  async search(search: StacSearch): Promise<Scene[]> {
    const key = `${this.options.url} ${JSON.stringify(searchBody(search))} ${search.maxItems ?? ''}`;
    const cached = await this.options.cache?.get(key);
    if (cached) return cached;
    const scenes = await this.searchAll(search, (feature) => parseStacItem(feature));
    await this.options.cache?.set(key, scenes);
    return scenes;
  }

  /**
   * Every matching item (all pages) parsed by `parse` (another collection's items, e.g. Sentinel-1 radar), with the
   * same paging, retries and errors; not cached (the caller keeps what it parsed).
   */
  async searchItems<T extends { id: string }>(search: StacSearch, parse: (item: unknown) => T): Promise<T[]> {
    return this.searchAll(search, parse);
  }

  private async searchAll<T extends { id: string }>(search: StacSearch, parse: (item: unknown) => T): Promise<T[]> {
    const scenes: T[] = [];
    const maxItems = search.maxItems ?? 2000;
    let request: { url: string; method: string; body?: Record<string, unknown>; headers?: Record<string, string> } | null = {
      url: `${this.options.url.replace(/\/$/, '')}/search`,
      method: 'POST',
      body: searchBody(search),
    };
    const seen = new Set<string>();
    while (request && scenes.length < maxItems) {
      const page = await this.fetchPage(request);
      for (const feature of page.features ?? []) {
        const scene = parse(feature);
        if (!seen.has(scene.id)) scenes.push(scene);
        seen.add(scene.id);
      }
      const next = page.links?.find((link) => link.rel === 'next');
      if (!next?.href || (page.features ?? []).length === 0) break;
      const method = (next.method ?? 'GET').toUpperCase();
      const body: Record<string, unknown> | undefined = method === 'POST' ? (next.merge ? { ...request.body, ...next.body } : (next.body ?? request.body)) : undefined;
      request = { url: next.href, method, ...(body ? { body } : {}), ...(next.headers ? { headers: next.headers } : {}) };
    }
    return scenes.slice(0, maxItems);
  }

  /** One item by URL (or collection/id under the API root). */
  async item(url: string): Promise<Scene> {
    const body = await this.request({ url, method: 'GET' });
    return parseStacItem(body, url);
  }

  private async fetchPage(request: { url: string; method: string; body?: Record<string, unknown>; headers?: Record<string, string> }): Promise<FeatureCollection> {
    const body = (await this.request(request)) as FeatureCollection;
    if (!body || typeof body !== 'object' || body.type !== 'FeatureCollection' || !Array.isArray(body.features)) {
      throw new StacError(`${request.url} did not answer a FeatureCollection`, { url: request.url });
    }
    return body;
  }

  private async request(request: { url: string; method: string; body?: Record<string, unknown>; headers?: Record<string, string> }): Promise<unknown> {
    const { timeoutMs, retries, backoffMs } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      let retryable: Error;
      try {
        const response = await doFetch(request.url, {
          method: request.method,
          headers: { accept: 'application/geo+json, application/json', ...(request.body ? { 'content-type': 'application/json' } : {}), ...this.options.headers, ...request.headers },
          ...(request.body ? { body: JSON.stringify(request.body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) {
          const text = await response.text();
          try {
            return JSON.parse(text) as unknown;
          } catch {
            throw new StacError(`${request.url} answered a body that is not JSON`, { url: request.url });
          }
        }
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        if (response.status !== 429 && response.status < 500) {
          throw new StacError(`${request.url} answered ${response.status} ${detail}`.trim(), { url: request.url, status: response.status });
        }
        retryable = new StacError(`${request.url} answered ${response.status} ${detail}`.trim(), { url: request.url, status: response.status });
      } catch (error) {
        if (error instanceof StacError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError') {
          retryable = new StacTimeoutError(request.url, timeoutMs);
        } else {
          retryable = new StacError(`${request.url}: ${(error as Error).message}`, { url: request.url });
        }
      }
      if (attempt >= retries) throw retryable;
      await new Promise((r) => setTimeout(r, backoffMs * 2 ** attempt * (1 + Math.random() / 2)));
    }
  }
}
