import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import api from '../../../../../shared/i18n/api/partners/en.json';
import file from '../../../../../shared/i18n/web/api-keys/en.json';

// The API keys screen's texts in this language, with the API's about keys: loaded when it opens (useCatalogue('api-keys')).
export default mergeCatalogues('en', [file as CatalogueFile, api as CatalogueFile]);
