import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 900px)').matches : true;
}

/** Below `sm` the menu is a temporary drawer over the page, behind the menu button, not a rail taking its width. */
const PHONE = (theme: Theme) => theme.breakpoints.down('sm');

/** The side menu's state: open or not (a phone's drawer apart, closed at first) and which groups are expanded. */
export function useNavigationDrawer() {
  const phone = useMediaQuery(PHONE, { noSsr: true });
  // The phone's temporary drawer has its own state, closed at first: narrowing a window never opens it over the page.
  const [wideOpen, setWideOpen] = useState(startsOpen);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const open = phone ? phoneOpen : wideOpen;
  const setOpen = phone ? setPhoneOpen : setWideOpen;
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const toggleDrawer = () => {
    // Closing the drawer collapses every group (spec 1 §4).
    if (open) setExpanded({});
    setOpen(!open);
  };

  const toggleGroup = (id: string) => {
    // Groups expand only while the drawer is open; a click on a collapsed drawer opens it first.
    if (!open) {
      setOpen(true);
      setExpanded({ [id]: true });
      return;
    }
    setExpanded((current) => ({ ...current, [id]: !current[id] }));
  };

  return { phone, open, isExpanded: (id: string) => open && Boolean(expanded[id]), toggleDrawer, toggleGroup };
}
