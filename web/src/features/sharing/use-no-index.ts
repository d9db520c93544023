import { useEffect } from 'react';

/**
 * While a shared page is open: search engines are asked not to list it, and the browser sends its address (which
 * holds the link's token) to no other site, not even in a Referer header of the map's tiles.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const added = [
      Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, nofollow' }),
      Object.assign(document.createElement('meta'), { name: 'referrer', content: 'no-referrer' }),
    ];
    for (const meta of added) document.head.appendChild(meta);
    return () => {
      for (const meta of added) meta.remove();
    };
  }, []);
}
