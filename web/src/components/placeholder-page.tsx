import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { TitleArea } from '../lib/document-title';
import { formatText } from '../lib/i18n/format-text';
import { PageTitle } from './page-title';

/** A screen whose content belongs to later work: its title only, so routes, guards and menus are real now. */
export function PlaceholderPage({ title, area = 'user' }: { title: string; area?: TitleArea }) {
  const intl = useIntl();
  return (
    <Box component="section" aria-label={formatText(intl, title)}>
      <PageTitle title={title} area={area} />
    </Box>
  );
}
