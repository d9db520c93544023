import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { isLanguage, type Language } from '../../../../../shared/i18n/languages';
import { useUpdateProfileMutation } from '../../../api/accounts';
import { LanguageSwitch } from '../../../components/language-switch';
import { TranslationReviewNote } from '../../../components/translation-review-note';
import { useLanguage } from '../../../lib/i18n/language-context';

/**
 * The user's language: switching changes the app at once and keeps the choice as the user's setting (mails use it).
 * The confirmation (or the failure) is said in the new language, once its texts are on screen.
 */
export function LanguageCard({ user }: { user: UserDetails }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [updateProfile] = useUpdateProfileMutation();
  const [outcome, setOutcome] = useState<{ language: Language; saved: boolean } | null>(null);

  // Said once the chosen language is on screen, so it reads in that language.
  useEffect(() => {
    if (!outcome || outcome.language !== language) return;
    if (outcome.saved) enqueueSnackbar(intl.formatMessage({ id: 'account.languageSaved' }), { variant: 'success' });
    else enqueueSnackbar(intl.formatMessage({ id: 'account.languageNotSaved' }), { variant: 'error' });
    setOutcome(null);
  }, [outcome, language, intl, enqueueSnackbar]);

  const save = async (chosen: string) => {
    if (!isLanguage(chosen)) return;
    try {
      await updateProfile({ userId: user.id, body: { first_name: user.first_name, last_name: user.last_name, language: chosen } }).unwrap();
      setOutcome({ language: chosen, saved: true });
    } catch {
      setOutcome({ language: chosen, saved: false });
    }
  };

  return (
    <Card component="section" aria-labelledby="language-title">
      <CardHeader title={intl.formatMessage({ id: 'account.languageCard' })} slotProps={{ title: { id: 'language-title', component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'account.languageHint' })}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <LanguageSwitch onChange={(chosen) => void save(chosen)} />
          <TranslationReviewNote />
        </Box>
      </CardContent>
    </Card>
  );
}
