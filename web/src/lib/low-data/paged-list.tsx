import { Suspense, useState } from 'react';
import { useLowData } from './use-low-data';
import { lazyComponent } from '../lazy-component';

/** The page buttons load only when a list has pages (low-data mode): the usual screens pay nothing for them. */
const PageButtons = lazyComponent(() => import('./page-buttons'));

/** Rows a page in low-data mode: a phone on 2G loads and draws 20 cards (each with its map) at a time. */
export const LOW_DATA_PAGE_SIZE = 20;

export interface Paged<T> {
  /** The items to show now: all of them outside low-data mode, one page in it. */
  shown: T[];
  page: number;
  pages: number;
  setPage: (page: number) => void;
}

/**
 * Pages a long list in low-data mode (20 a page); outside it the whole list. A list that shrinks (a search) goes
 * back to its last page rather than showing an empty one.
 */
export function useLowDataPages<T>(items: readonly T[]): Paged<T> {
  const lowData = useLowData();
  const [wanted, setPage] = useState(1);
  if (!lowData) return { shown: [...items], page: 1, pages: 1, setPage };
  const pages = Math.max(1, Math.ceil(items.length / LOW_DATA_PAGE_SIZE));
  const page = Math.min(wanted, pages);
  return { shown: items.slice((page - 1) * LOW_DATA_PAGE_SIZE, page * LOW_DATA_PAGE_SIZE), page, pages, setPage };
}

/** The page buttons under a paged list; nothing when it fits on one page. */
export function LowDataPager({ paged }: { paged: Pick<Paged<unknown>, 'page' | 'pages' | 'setPage'> }) {
  if (paged.pages <= 1) return null;
  return (
    <Suspense fallback={null}>
      <PageButtons page={paged.page} pages={paged.pages} setPage={paged.setPage} />
    </Suspense>
  );
}
