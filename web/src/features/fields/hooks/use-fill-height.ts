import { useLayoutEffect, useRef, useState } from 'react';

/** The element fills the window below whatever the shell shows above it (toolbar, account banners). */
export function useFillHeight(bottomGap = 24) {
  const ref = useRef<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      // From the page's top, so a page scrolled by a moment's taller content measures the same.
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(0, window.innerHeight - top - bottomGap));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement);
    // A notice that appears above the page's own box (the shell's account banners) moves it down: measured again.
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [bottomGap]);
  return { ref, height };
}
