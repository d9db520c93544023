import { useLayoutEffect, useRef, useState } from 'react';

/** The element fills the window below whatever the shell shows above it (toolbar, account banners). */
export function useFillHeight(bottomGap = 24) {
  const ref = useRef<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(0, window.innerHeight - top - bottomGap));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [bottomGap]);
  return { ref, height };
}
