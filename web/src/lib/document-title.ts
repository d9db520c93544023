import { useEffect } from 'react';

/** 'user' pages read '{page} | GIS'; the admin area uses the suffixes 'Admin Dashboard' and (login) 'GIG'. */
export type TitleArea = 'user' | 'admin' | 'admin-login';

const SUFFIX: Record<TitleArea, string> = { user: 'GIS', admin: 'Admin Dashboard', 'admin-login': 'GIG' };

export function documentTitle(page: string, area: TitleArea = 'user'): string {
  return `${page} | ${SUFFIX[area]}`;
}

export function useDocumentTitle(page: string, area: TitleArea = 'user'): void {
  useEffect(() => {
    document.title = documentTitle(page, area);
  }, [page, area]);
}
