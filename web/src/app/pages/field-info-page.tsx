import FieldInfoPage from '../../features/farm-summary/components/field-info-page';
import { FieldIndexMap } from '../../features/monitoring/components/field-index-map';
import { FieldAgronomyPanel } from '../../features/alert-settings/components/field-agronomy-panel';
import { FieldScoutingCard } from '../../features/scouting/components/field-scouting-card';
import { ReportScoutingNotes } from '../../features/scouting/components/report-scouting-notes';
import { FieldZonesCard } from '../../features/zones/components/field-zones-card';
import { ShareButton } from '../../features/sharing/components/share-button';
import { useCatalogue } from '../../lib/i18n/language-context';

/**
 * Field Info, with the monitoring feature's map of the chosen index, the zones feature's productivity zones and
 * prescription, the alerts feature's agronomic weather, the field's scouting notes (on its page and in its report)
 * and the sharing feature's Share.
 */
export default function FieldInfoRoute() {
  // The texts its cards need, asked for together as the page opens (see DashboardRoute).
  useCatalogue('scouting');
  useCatalogue('zones');
  useCatalogue('alert-settings');
  return <FieldInfoPage indexMap={FieldIndexMap} agronomy={FieldAgronomyPanel} scouting={FieldScoutingCard} zones={FieldZonesCard} reportNotes={ReportScoutingNotes} share={ShareButton} />;
}
