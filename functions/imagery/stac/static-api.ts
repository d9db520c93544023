/**
 * A STAC API answering from a static catalog's items (the local stage's stand-in for Earth Search): the landing
 * page, POST /search (static-search.ts: collections, bbox/intersects, datetime, query, sortby, limit, `next`
 * paging) and GET /collections/{id}/items/{itemId}. Items are answered with a `self` link under the API and
 * absolute asset hrefs (`assetUrl` maps a catalog key such as `sentinel-2-c1-l2a/<id>/B04.tif` or
 * `s1_rtc/N09E008/2024/06/01/<datatake>/s1_rtc_<datatake>_N09E008_2024_06_01_VV.tif` to where the
 * bytes are served), exactly what StacClient and the HTTP range reader consume from Earth Search.
 */
import { searchStaticItems } from './static-search';

interface CatalogItem {
  id: string;
  collection?: string;
  bbox?: number[];
  properties: Record<string, unknown>;
  assets?: Record<string, { href?: string } & Record<string, unknown>>;
  links?: Array<{ rel?: string; href?: string }>;
}

export interface StaticApiRequest {
  method: string;
  /** Path below the API root, e.g. `/search`. */
  path: string;
  body: string;
}

export interface StaticApiResponse {
  status: number;
  body: unknown;
}

export function staticStacApi(options: { items: readonly CatalogItem[]; rootUrl: string; assetUrl: (key: string) => string }) {
  const root = options.rootUrl.replace(/\/$/, '');
  const served = options.items.map((item) => {
    const collection = item.collection ?? 'unknown';
    // Relative hrefs are relative to the item's own file: its `self` link (a catalog key) when relative, else
    // `{collection}/{id}/` (the demo Sentinel-2 layout).
    const self = item.links?.find((link) => link.rel === 'self')?.href;
    const folder = self && !/^[a-z]+:\/\//i.test(self) && self.includes('/') ? self.slice(0, self.lastIndexOf('/')) : `${collection}/${item.id}`;
    const assets = Object.fromEntries(
      Object.entries(item.assets ?? {}).map(([key, asset]) => {
        const href = asset.href ?? '';
        const absolute = /^[a-z]+:\/\//i.test(href) ? href : options.assetUrl(`${folder}/${href.replace(/^\.\//, '')}`);
        return [key, { ...asset, href: absolute }];
      }),
    );
    return {
      ...item,
      assets,
      links: [
        { rel: 'self', href: `${root}/collections/${collection}/items/${item.id}` },
        { rel: 'collection', href: `${root}/collections/${collection}` },
        { rel: 'root', href: `${root}/` },
      ],
    };
  });
  const byId = new Map(served.map((item) => [`${item.collection}/${item.id}`, item]));
  const collections = [...new Set(served.map((item) => item.collection ?? 'unknown'))];

  return (request: StaticApiRequest): StaticApiResponse => {
    const path = request.path.replace(/\/+$/, '') || '/';
    if (path === '/' && request.method === 'GET') {
      return {
        status: 200,
        body: {
          type: 'Catalog', id: 'fieldwatch-local-stac', stac_version: '1.0.0', description: 'Local stand-in of a STAC API over the demo imagery',
          conformsTo: ['https://api.stacspec.org/v1.0.0/core', 'https://api.stacspec.org/v1.0.0/item-search', 'https://api.stacspec.org/v1.0.0/item-search#query', 'https://api.stacspec.org/v1.0.0/item-search#sort'],
          links: [{ rel: 'search', href: `${root}/search`, method: 'POST' }, ...collections.map((id) => ({ rel: 'child', href: `${root}/collections/${id}` }))],
        },
      };
    }
    if (path === '/search' && request.method === 'POST') {
      let search: Parameters<typeof searchStaticItems>[1];
      try {
        search = JSON.parse(request.body || '{}') as Parameters<typeof searchStaticItems>[1];
      } catch {
        return { status: 400, body: { code: 'BadRequest', description: 'The search body is not JSON.' } };
      }
      return { status: 200, body: searchStaticItems(served, search, `${root}/search`) };
    }
    const item = /^\/collections\/([^/]+)\/items\/([^/]+)$/.exec(path);
    if (item && request.method === 'GET') {
      const found = byId.get(`${item[1]}/${item[2]}`);
      return found ? { status: 200, body: found } : { status: 404, body: { code: 'NotFound', description: 'No such item.' } };
    }
    return { status: 404, body: { code: 'NotFound', description: `No route ${request.method} ${path}` } };
  };
}
