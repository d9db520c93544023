import FarmSummaryPage from '../../features/farm-summary/components/farm-summary-page';
import { EditFieldDialog } from '../../features/fields/components/edit-field-dialog';

/** The farm summary, whose rows open the fields feature's Edit Field dialog. */
export default function FarmSummaryRoute() {
  return <FarmSummaryPage editFieldDialog={EditFieldDialog} />;
}
