import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import landing from '../../../../../shared/i18n/web/landing/yo.json';
import legal from '../../../../../shared/i18n/web/legal/yo.json';

// The landing, terms and privacy pages' texts in this language: loaded by those pages only.
export default mergeCatalogues('yo', [landing as CatalogueFile, legal as CatalogueFile]);
