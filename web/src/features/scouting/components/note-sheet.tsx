import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Where a scouting form opens: a bottom sheet on a phone (thumb-reachable, at most 60 % of the screen so the map
 * above stays visible), a dialog on a desktop. `overMap` (the dashboard) keeps the map usable while it is open: no
 * backdrop, the sheet beside or below it, so a tap on the map still places the pin.
 */
export function NoteSheet({ open, title, overMap, onClose, children }: { open: boolean; title: string; overMap: boolean; onClose: () => void; children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
      {title}
    </Typography>
  );
  if (phone || overMap) {
    return (
      <Drawer
        open={open}
        anchor={phone ? 'bottom' : 'right'}
        variant={overMap ? 'persistent' : 'temporary'}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: phone
              ? { maxHeight: overMap ? '58vh' : '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, px: 2, pt: 1 }
              : { width: 400, top: 64, height: 'calc(100% - 64px)', px: 2, pt: 2 },
          },
        }}
      >
        {phone && <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 1 }} />}
        {heading}
        <Box sx={{ pt: 1 }}>{children}</Box>
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
    </Dialog>
  );
}
