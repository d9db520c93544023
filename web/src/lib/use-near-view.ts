import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (and then stays true): what lies further down a long
 * list (a card's map) is built when the user scrolls near it, not all at once as the list opens. Where the browser
 * cannot tell (no IntersectionObserver), everything counts as near.
 */
export function useNearView<T extends Element>(margin = '200px') {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
