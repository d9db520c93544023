import { Suspense, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/english';

/** Catalogue key (the field app's texts). */
const NOT_ON_THIS_PHONE: MessageId = 'field-app.offline.partMissing';

/** A lazy chunk the browser could not fetch: Chromium, Firefox and Safari each word it their own way. */
function isMissingCode(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script failed|importing a module script failed/i.test(error.message);
}

function MissingCode({ error }: FallbackProps) {
  // Any other failure is a defect, not a missing file: it goes on up as before.
  if (!isMissingCode(error)) throw error;
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ my: 1 }}>
      <FormattedMessage id={NOT_ON_THIS_PHONE} />
    </Typography>
  );
}

/**
 * A lazily loaded part of a screen: `fallback` while its code loads. Without signal, a part whose code the phone
 * never kept (it was not opened with signal) says so in its place, and the rest of the screen stays: without this,
 * the failed import unmounted the whole app and left a blank page. A change of `place` (the page's path, for a
 * shell's page) tries again.
 */
export function LazyPart({ fallback, place, children }: { fallback: ReactNode; place?: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={MissingCode} resetKeys={[place]}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
