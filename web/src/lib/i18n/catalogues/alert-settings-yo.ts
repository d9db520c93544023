import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/alert-settings/yo.json';

// The alert settings' texts in this language (My Account, the team screen, a field's agronomic weather): loaded
// when one of those shows (useCatalogue('alert-settings')).
export default mergeCatalogues('yo', [file as CatalogueFile]);
