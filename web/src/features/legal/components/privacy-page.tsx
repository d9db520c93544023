import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'legal.privacy.store.heading',
    paragraphs: [
      'legal.privacy.store.account',
      'legal.privacy.store.team',
      'legal.privacy.store.fields',
      'legal.privacy.store.uploads',
      'legal.privacy.store.derived',
      'legal.privacy.store.payments',
    ],
  },
  { heading: 'legal.privacy.use.heading', paragraphs: ['legal.privacy.use.purpose', 'legal.privacy.use.noSale'] },
  { heading: 'legal.privacy.others.heading', paragraphs: ['legal.privacy.others.text'] },
  { heading: 'legal.privacy.browser.heading', paragraphs: ['legal.privacy.browser.text'] },
  { heading: 'legal.privacy.keeping.heading', paragraphs: ['legal.privacy.keeping.text'] },
];

/** Last changed in November 2026. */
const UPDATED = new Date(2026, 10, 1);

export default function PrivacyPolicyPage() {
  return <LegalPage titleId="legal.privacy.title" updated={UPDATED} sections={SECTIONS} />;
}
