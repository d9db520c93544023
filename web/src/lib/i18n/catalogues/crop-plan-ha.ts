import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/crop-plan/ha.json';

// The crop plan screens' texts in this language: loaded when they open (useCatalogue('crop-plan')).
export default mergeCatalogues('ha', [file as CatalogueFile]);
