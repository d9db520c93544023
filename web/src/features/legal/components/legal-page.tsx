import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSupportEmail } from '../../../lib/config';

export interface LegalSection {
  heading: string;
  paragraphs: readonly ReactNode[];
}

/** A plain text page (terms, privacy) with the way back and the support address. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: readonly LegalSection[] }) {
  useDocumentTitle(title);
  const supportEmail = useSupportEmail();
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Link component={RouterLink} to="/home">
        FieldWatch home
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: 32, md: 44 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Last updated {updated}
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      {supportEmail && (
        <Typography sx={{ mt: 6 }}>
          Questions? Write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
        </Typography>
      )}
    </Container>
  );
}
