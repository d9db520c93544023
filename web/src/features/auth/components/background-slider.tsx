import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

export const SLIDES = [1, 2, 3, 4].map((n) => `/images/login/slide-${n}.svg`);
/** Spec 1 §1: 4 images, 5 s each, 2 s transition. */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 2000;

export function BackgroundSlider() {
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setActive((index) => (index + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
      {SLIDES.map((src, index) => (
        <Box
          key={src}
          data-active={index === active}
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `url(${src})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            opacity: index === active ? 1 : 0,
            transition: `opacity ${SLIDE_TRANSITION_MS}ms ease-in-out`,
          }}
        />
      ))}
      <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, rgba(0,0,0,.15), rgba(0,0,0,.55))' }} />
    </Box>
  );
}
