import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

export interface Slide {
  src: string;
  alt: string;
  caption: string;
  /** Small rasters (the NDVI maps are 10 m pixels) are scaled up without smoothing. */
  pixelated?: boolean;
}

/** Spec 1 §9: the landing carousels autoplay (1 s and 2 s); this one at 2 s. */
export const CAROUSEL_INTERVAL_MS = 2000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Real renders of the product, one at a time. Autoplay stops while the pointer is over it or focus is inside it,
 * has a Pause/Play control, and never starts under prefers-reduced-motion (WCAG 2.2.2).
 */
export function ProductCarousel({ label, slides, interval = CAROUSEL_INTERVAL_MS }: { label: string; slides: readonly Slide[]; interval?: number }) {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % slides.length), interval);
    return () => window.clearInterval(timer);
  }, [playing, interval, slides.length]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      if (query.matches) setStopped(true);
    };
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);

  return (
    <Box
      component="section"
      aria-roledescription={intl.formatMessage({ id: 'landing.carousel.roleCarousel' })}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, overflow: 'hidden', boxShadow: 6 }}
    >
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: '#10230f' }}>
        {slides.map((slide, index) => (
          <Box
            key={slide.src}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'landing.carousel.roleSlide' })}
            aria-label={intl.formatMessage({ id: 'landing.carousel.slideLabel' }, { index: index + 1, count: slides.length, caption: slide.caption })}
            aria-hidden={index !== active}
            sx={{ position: 'absolute', inset: 0, opacity: index === active ? 1 : 0, transition: 'opacity 400ms ease-in-out', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
          >
            <Box
              component="img"
              src={slide.src}
              alt={slide.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', imageRendering: slide.pixelated ? 'pixelated' : 'auto', bgcolor: slide.pixelated ? '#10230f' : '#fff' }}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
          {slides[active]?.caption}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {slides.map((slide, index) => (
            <Box
              component="button"
              type="button"
              key={slide.src}
              aria-label={intl.formatMessage({ id: 'landing.carousel.showSlide' }, { index: index + 1 })}
              aria-current={index === active}
              onClick={() => setActive(index)}
              sx={{ width: 12, height: 12, p: 0, borderRadius: '50%', border: 1, borderColor: 'primary.main', bgcolor: index === active ? 'primary.main' : 'transparent', cursor: 'pointer' }}
            />
          ))}
        </Box>
        <Button size="small" variant="outlined" onClick={() => setStopped((value) => !value)} aria-pressed={stopped}>
          {stopped ? <FormattedMessage id="landing.carousel.play" /> : <FormattedMessage id="landing.carousel.pause" />}
        </Button>
      </Box>
    </Box>
  );
}
