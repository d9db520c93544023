import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/zones/yo.json';

// The productivity zones' and prescriptions' texts in this language: loaded when a zone layer shows (useCatalogue('zones')).
export default mergeCatalogues('yo', [file as CatalogueFile]);
