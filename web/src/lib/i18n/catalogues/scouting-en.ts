import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import api from '../../../../../shared/i18n/api/scouting/en.json';
import file from '../../../../../shared/i18n/web/scouting/en.json';

// The scouting notes' texts in this language, with the API's about them (the form checks them in the browser):
// loaded when a screen shows notes (useCatalogue('scouting')).
export default mergeCatalogues('en', [file as CatalogueFile, api as CatalogueFile]);
