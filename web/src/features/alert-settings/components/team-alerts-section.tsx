import Box from '@mui/material/Box';
import { AlertSettingsTexts } from './alert-settings-texts';
import { useTeamAccess } from '../../../lib/team-access';
import { AlertRecipientsCard } from './alert-recipients-card';
import { AlertThresholdsCard } from './alert-thresholds-card';

/**
 * The team screen's alert cards: the thresholds (changed by alert.change_alertthreshold, read by the others) and,
 * for those who may list the members, who receives what.
 */
function TeamAlertsSectionBody() {
  const { teamId, can } = useTeamAccess();
  if (!teamId) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
      {can('accounts.view_teammember') && <AlertRecipientsCard />}
      <AlertThresholdsCard canChange={can('alert.change_alertthreshold')} />
    </Box>
  );
}

export function TeamAlertsSection() {
  return (
    <AlertSettingsTexts>
      <TeamAlertsSectionBody />
    </AlertSettingsTexts>
  );
}
