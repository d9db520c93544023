import Box from '@mui/material/Box';
import type { TitleArea } from '../lib/document-title';
import { PageTitle } from './page-title';

/** A screen whose content belongs to later work: its title only, so routes, guards and menus are real now. */
export function PlaceholderPage({ title, area = 'user' }: { title: string; area?: TitleArea }) {
  return (
    <Box component="section" aria-label={title}>
      <PageTitle title={title} area={area} />
    </Box>
  );
}
