import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import landing from '../../../../../shared/i18n/web/landing/pcm.json';
import legal from '../../../../../shared/i18n/web/legal/pcm.json';

// The landing, terms and privacy pages' texts in this language: loaded by those pages only.
export default mergeCatalogues('pcm', [landing as CatalogueFile, legal as CatalogueFile]);
