/**
 * POST /search over a static list of items (the demo catalog's items.json), so that the local stage answers
 * searches exactly as a STAC API does: collections, bbox or intersects (by bounding boxes), datetime ranges with
 * open ends, `query` on eo:cloud_cover (lt, lte, gt, gte, eq), sortby datetime, limit, and `next` paging by a
 * POST link whose body carries an offset token to merge.
 */
interface StaticItem {
  id: string;
  collection?: string;
  bbox?: number[];
  properties: Record<string, unknown>;
}

interface SearchRequest {
  collections?: string[];
  bbox?: number[];
  intersects?: { type: string; coordinates: unknown };
  datetime?: string;
  query?: Record<string, Record<string, number>>;
  sortby?: Array<{ field: string; direction?: string }>;
  limit?: number;
  next?: string;
}

function positionsOf(coordinates: unknown, out: number[][] = []): number[][] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') out.push(coordinates as number[]);
  else if (Array.isArray(coordinates)) for (const c of coordinates) positionsOf(c, out);
  return out;
}

function requestBbox(request: SearchRequest): number[] | null {
  if (request.bbox) return request.bbox.length === 6 ? [request.bbox[0], request.bbox[1], request.bbox[3], request.bbox[4]] as number[] : request.bbox;
  if (!request.intersects) return null;
  const positions = positionsOf(request.intersects.coordinates);
  const lons = positions.map((p) => p[0] as number);
  const lats = positions.map((p) => p[1] as number);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

function matchesQuery(item: StaticItem, query: SearchRequest['query']): boolean {
  for (const [property, tests] of Object.entries(query ?? {})) {
    const value = item.properties[property];
    if (typeof value !== 'number') return false;
    for (const [op, limit] of Object.entries(tests)) {
      if ((op === 'lt' && !(value < limit)) || (op === 'lte' && !(value <= limit)) || (op === 'gt' && !(value > limit)) || (op === 'gte' && !(value >= limit)) || (op === 'eq' && value !== limit)) return false;
    }
  }
  return true;
}

export function searchStaticItems<T extends StaticItem>(items: readonly T[], request: SearchRequest, searchUrl: string): { type: 'FeatureCollection'; features: T[]; links: object[]; numberMatched: number; numberReturned: number } {
  const box = requestBbox(request);
  const [from, to] = (request.datetime ?? '../..').split('/');
  const fromMs = !from || from === '..' ? -Infinity : Date.parse(from);
  const toMs = !to || to === '..' ? Infinity : Date.parse(to);
  const matched = items.filter((item) => {
    if (request.collections && !request.collections.includes(item.collection ?? '')) return false;
    const b = item.bbox;
    if (box && b && ((b[0] as number) > (box[2] as number) || (b[2] as number) < (box[0] as number) || (b[1] as number) > (box[3] as number) || (b[3] as number) < (box[1] as number))) return false;
    const at = Date.parse(String(item.properties.datetime));
    return at >= fromMs && at <= toMs && matchesQuery(item, request.query);
  });
  const descending = request.sortby?.[0]?.direction === 'desc';
  matched.sort((a, b) => (descending ? -1 : 1) * String(a.properties.datetime).localeCompare(String(b.properties.datetime)));
  const offset = Number(request.next ?? 0);
  const limit = Math.max(1, Math.min(request.limit ?? 100, 1000));
  const features = matched.slice(offset, offset + limit);
  const links = offset + limit < matched.length ? [{ rel: 'next', href: searchUrl, method: 'POST', merge: true, body: { next: String(offset + limit) } }] : [];
  return { type: 'FeatureCollection', features, links, numberMatched: matched.length, numberReturned: features.length };
}
