import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../lib/i18n/language-context';

/** "Translation in review": shown while the language on screen has machine texts nobody fluent has checked. */
export function TranslationReviewNote() {
  const intl = useIntl();
  const { inReview } = useLanguage();
  if (!inReview) return null;
  return (
    <Tooltip title={intl.formatMessage({ id: 'app.translationInReviewDetail' })}>
      <Typography variant="caption" color="text.secondary" data-testid="translation-review-note" sx={{ fontStyle: 'italic' }}>
        <FormattedMessage id="app.translationInReview" />
      </Typography>
    </Tooltip>
  );
}
