import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';

// One chunk per language: the signed-in screens' catalogues and the API's that the browser shows, nothing of the other
// languages. The API's mails and PDF texts stay on the server; the admin console's and the public pages' (landing,
// terms, privacy) texts are chunks of their own (catalogues/admin-*.ts, public-*.ts), and so is the shell's.
const files = import.meta.glob<CatalogueFile>(
  ['../../../../../shared/i18n/*/*/en.json', '!../../../../../shared/i18n/api/mail/*', '!../../../../../shared/i18n/api/messages/*', '!../../../../../shared/i18n/api/report/*', '!../../../../../shared/i18n/web/admin/*', '!../../../../../shared/i18n/web/scouting/*', '!../../../../../shared/i18n/api/scouting/*', '!../../../../../shared/i18n/web/sharing/*', '!../../../../../shared/i18n/api/sharing/*', '!../../../../../shared/i18n/web/alert-settings/*', '!../../../../../shared/i18n/web/crop-plan/*', '!../../../../../shared/i18n/web/zones/*', '!../../../../../shared/i18n/web/api-keys/*', '!../../../../../shared/i18n/api/partners/*', '!../../../../../shared/i18n/web/landing/*', '!../../../../../shared/i18n/web/legal/*', '!../../../../../shared/i18n/web/app/*', '!../../../../../shared/i18n/api/common/*', '!../../../../../shared/i18n/api/account/*'],
  { eager: true, import: 'default' },
);

export default mergeCatalogues('en', Object.values(files));
