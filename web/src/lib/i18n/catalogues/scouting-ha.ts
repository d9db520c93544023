import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/scouting/ha.json';

// The scouting notes' texts in this language: loaded when a screen shows notes (useCatalogue('scouting')).
export default mergeCatalogues('ha', [file as CatalogueFile]);
