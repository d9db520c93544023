import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCatalogue } from '../../../lib/i18n/language-context';
import { useSupportEmail } from '../../../lib/config';

/** A section of a legal page: its heading and paragraphs, each a catalogue key of web/legal. */
export interface LegalSection {
  heading: MessageId;
  paragraphs: readonly MessageId[];
}

/**
 * A plain text page (terms, privacy) with the way back and the support address, in the language on screen.
 * `updated` is the month of the last change: said as that language says a month and year.
 */
export function LegalPage(props: LegalPageProps) {
  // The public pages' texts are a chunk of their own, which the farmer's screens never load.
  return useCatalogue('public') ? <LegalText {...props} /> : <FullPageLoader />;
}

interface LegalPageProps {
  titleId: MessageId;
  updated: Date;
  sections: readonly LegalSection[];
}

function LegalText({ titleId: title, updated, sections }: LegalPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: title }));
  const supportEmail = useSupportEmail();
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Link component={RouterLink} to="/home">
        <FormattedMessage id="legal.home" />
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: 32, md: 44 } }}>
        <FormattedMessage id={title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="legal.lastUpdated" values={{ date: intl.formatDate(updated, { month: 'long', year: 'numeric' }) }} />
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            <FormattedMessage id={section.heading} />
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              <FormattedMessage id={paragraph} />
            </Typography>
          ))}
        </Box>
      ))}
      {supportEmail && (
        <Typography sx={{ mt: 6 }}>
          <FormattedMessage id="legal.questions" values={{ email: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> }} />
        </Typography>
      )}
    </Container>
  );
}
