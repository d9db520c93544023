import FieldInfoPage from '../../features/farm-summary/components/field-info-page';
import { FieldIndexMap } from '../../features/monitoring/components/field-index-map';

/** Field Info, with the monitoring feature's map of the chosen index. */
export default function FieldInfoRoute() {
  return <FieldInfoPage indexMap={FieldIndexMap} />;
}
