import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';
import account from '../../../../../shared/i18n/api/account/yo.json';
import common from '../../../../../shared/i18n/api/common/yo.json';
import app from '../../../../../shared/i18n/web/app/yo.json';

// What every page may show in this language: the shell (menus, loaders, the language switch, page titles), the
// API's common messages and the account messages the public pages' forms use too (the contact form).
export default mergeCatalogues('yo', [app as CatalogueFile, common as CatalogueFile, account as CatalogueFile]);
