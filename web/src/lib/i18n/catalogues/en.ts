import { mergeCatalogues, type CatalogueFile } from '../../../../../shared/i18n/catalogue';

// One chunk per language: every screen's and the API's catalogue files in it, and nothing of the other languages.
const files = import.meta.glob<CatalogueFile>('../../../../../shared/i18n/*/*/en.json', {
  eager: true,
  import: 'default',
});

export default mergeCatalogues('en', Object.values(files));
