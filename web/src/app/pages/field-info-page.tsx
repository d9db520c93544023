import FieldInfoPage from '../../features/farm-summary/components/field-info-page';
import { FieldIndexMap } from '../../features/monitoring/components/field-index-map';
import { FieldAgronomyPanel } from '../../features/alert-settings/components/field-agronomy-panel';

/** Field Info, with the monitoring feature's map of the chosen index and the alerts feature's agronomic weather. */
export default function FieldInfoRoute() {
  return <FieldInfoPage indexMap={FieldIndexMap} agronomy={FieldAgronomyPanel} />;
}
