import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import api from '../../../../../shared/i18n/api/sharing/ig.json';
import file from '../../../../../shared/i18n/web/sharing/ig.json';

// The share links' texts in this language, with the API's about them: loaded by the share dialog, the team's list of
// links and the page a link opens (useCatalogue('sharing')), which needs no other catalogue.
export default mergeCatalogues('ig', [file as CatalogueFile, api as CatalogueFile]);
