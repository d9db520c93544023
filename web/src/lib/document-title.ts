import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/english';
import { formatText } from './i18n/format-text';

/** 'user' pages read '{page} | GIS'; the admin area uses the suffixes 'Admin Dashboard' and (login) 'GIG'. */
export type TitleArea = 'user' | 'admin' | 'admin-login';

const TITLE: Record<TitleArea, MessageId> = { user: 'app.title.user', admin: 'app.title.admin', 'admin-login': 'app.title.adminLogin' };

/** The document title in the language on screen; `page` is a catalogue key or text already in it. */
export function useDocumentTitle(page: string, area: TitleArea = 'user'): void {
  const intl = useIntl();
  const title = intl.formatMessage({ id: TITLE[area] }, { page: formatText(intl, page) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
