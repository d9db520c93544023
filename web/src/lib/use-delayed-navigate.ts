import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** navigate(to) after `delay` ms (the spec's redirect delays); cancelled if the page unmounts first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return useCallback(
    (to: string, delay: number) => {
      timers.current.push(window.setTimeout(() => navigate(to, { replace: true }), delay));
    },
    [navigate],
  );
}
