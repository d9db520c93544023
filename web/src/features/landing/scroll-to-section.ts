import type { MouseEvent } from 'react';

/** A link to a section of the landing page scrolls to it smoothly instead of jumping. */
export function scrollToSection(event: MouseEvent<HTMLElement>, id: string, after?: () => void) {
  event.preventDefault();
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  after?.();
}
