/** A page of a newest-first list: page numbers from 1, the total from a counter or from the matching rows. */
export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

export interface PageRequest {
  page: number;
  page_size: number;
}

/** The rows of the requested page out of the first `page x size` rows read in a stable order. */
export function pageFrom<T>(rows: readonly T[], request: PageRequest, count = rows.length): { count: number; page: number; page_size: number; rows: T[] } {
  const start = (request.page - 1) * request.page_size;
  return { count, page: request.page, page_size: request.page_size, rows: rows.slice(start, start + request.page_size) };
}

/** `from`/`to` days as an inclusive ISO range on date_created; only when both ends are given (spec 3 §5). */
export function createdRange(query: { from?: string | undefined; to?: string | undefined }): { start: string; end: string } | null {
  if (!query.from || !query.to) return null;
  const [start, end] = [query.from, query.to].sort() as [string, string];
  return { start: `${start}T00:00:00.000Z`, end: `${end}T23:59:59.999Z` };
}

export const inRange = (iso: string, range: { start: string; end: string } | null) => !range || (iso >= range.start && iso <= range.end);

/** Newest first, then by id: two rows of the same instant keep their order from page to page. */
export const newestFirst = <T extends { createdAt: string }>(key: (row: T) => string) => (a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || key(b).localeCompare(key(a));
