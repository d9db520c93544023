import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDocumentTitle, type TitleArea } from '../lib/document-title';
import { formatText } from '../lib/i18n/format-text';

/** The page heading plus the document title ('{page} | GIS', or the admin suffix); `title` is a catalogue key or text. */
export function PageTitle({ title, area = 'user' }: { title: string; area?: TitleArea }) {
  const intl = useIntl();
  useDocumentTitle(title, area);
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {formatText(intl, title)}
    </Typography>
  );
}
