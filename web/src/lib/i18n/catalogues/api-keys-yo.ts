import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import api from '../../../../../shared/i18n/api/partners/yo.json';
import file from '../../../../../shared/i18n/web/api-keys/yo.json';

// The API keys screen's texts in this language, with the API's about keys: loaded when it opens (useCatalogue('api-keys')).
export default mergeCatalogues('yo', [file as CatalogueFile, api as CatalogueFile]);
