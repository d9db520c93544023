import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import file from '../../../../../shared/i18n/web/admin/ig.json';

// The admin console's texts in this language: loaded by the admin shell only.
export default mergeCatalogues('ig', [file as CatalogueFile]);
