import Typography from '@mui/material/Typography';
import { useDocumentTitle, type TitleArea } from '../lib/document-title';

/** The page heading plus the document title ('{page} | GIS', or the admin suffix). */
export function PageTitle({ title, area = 'user' }: { title: string; area?: TitleArea }) {
  useDocumentTitle(title, area);
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
  );
}
