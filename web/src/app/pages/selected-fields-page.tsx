import SelectedFieldsPage from '../../features/farm-summary/components/selected-fields-page';
import { ShareButton } from '../../features/sharing/components/share-button';

/** The farm summary's selected fields, with the sharing feature's Share for the selection. */
export default function SelectedFieldsRoute() {
  return <SelectedFieldsPage share={ShareButton} />;
}
