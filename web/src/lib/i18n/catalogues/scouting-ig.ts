import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/scouting/ig.json';

// The scouting notes' texts in this language: loaded when a screen shows notes (useCatalogue('scouting')).
export default mergeCatalogues('ig', [file as CatalogueFile]);
