import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import landing from '../../../../../shared/i18n/web/landing/en.json';
import legal from '../../../../../shared/i18n/web/legal/en.json';

// The landing, terms and privacy pages' texts in this language: loaded by those pages only.
export default mergeCatalogues('en', [landing as CatalogueFile, legal as CatalogueFile]);
