import Chip from '@mui/material/Chip';
import type { AlertSeverity } from '../../../../../shared/domain/alerts';
import { useText } from '../../../lib/i18n/use-text';
import { SEVERITY_COLOURS } from '../severity';
import { severityLabel } from '../texts';

/** An alert's severity in words, in its colour. */
export function SeverityChip({ severity }: { severity: AlertSeverity }) {
  const { t } = useText();
  const colours = SEVERITY_COLOURS[severity];
  return <Chip size="small" label={t(severityLabel(severity))} sx={{ color: colours.text, bgcolor: colours.background, fontWeight: 600 }} />;
}
