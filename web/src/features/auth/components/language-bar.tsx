import Box from '@mui/material/Box';
import { LanguageSwitch } from '../../../components/language-switch';
import { TranslationReviewNote } from '../../../components/translation-review-note';

/** The language picker of the sign-in pages, with the review note beside it: a reader can switch before signing in. */
export function LanguageBar() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <TranslationReviewNote />
      <LanguageSwitch />
    </Box>
  );
}
