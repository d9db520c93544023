import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../lib/i18n/language-context';

/**
 * "Translation in review": shown while the language on screen has machine texts nobody fluent has checked. The
 * detail is the browser's own hover title (read out by screen readers as the note's description), not MUI's
 * Tooltip: the landing page shows this note, and the Tooltip would bring its positioning engine (about 12 KB on
 * 2G) into the first download of every visitor.
 */
export function TranslationReviewNote() {
  const intl = useIntl();
  const { inReview } = useLanguage();
  if (!inReview) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={intl.formatMessage({ id: 'app.translationInReviewDetail' })}
      data-testid="translation-review-note"
      sx={{ fontStyle: 'italic', cursor: 'help' }}
    >
      <FormattedMessage id="app.translationInReview" />
    </Typography>
  );
}
