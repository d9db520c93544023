import Pagination from '@mui/material/Pagination';
import { useText } from '../i18n/use-text';

/** A paged list's page buttons, each named "Page N" in the language (MUI's own names are English). */
export default function PageButtons({ page, pages, setPage }: { page: number; pages: number; setPage: (page: number) => void }) {
  const { t } = useText();
  return (
    <Pagination
      count={pages}
      page={page}
      onChange={(_, next) => setPage(next)}
      size="small"
      siblingCount={0}
      getItemAriaLabel={(_, target) => t('field-app.lowData.page', { page: target ?? page })}
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    />
  );
}
