import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  { heading: 'legal.terms.service.heading', paragraphs: ['legal.terms.service.text'] },
  { heading: 'legal.terms.account.heading', paragraphs: ['legal.terms.account.text'] },
  { heading: 'legal.terms.data.heading', paragraphs: ['legal.terms.data.text'] },
  { heading: 'legal.terms.payment.heading', paragraphs: ['legal.terms.payment.text'] },
  { heading: 'legal.terms.fairUse.heading', paragraphs: ['legal.terms.fairUse.text'] },
  { heading: 'legal.terms.changes.heading', paragraphs: ['legal.terms.changes.text'] },
];

/** Last changed in November 2026. */
const UPDATED = new Date(2026, 10, 1);

export default function TermsPage() {
  return <LegalPage titleId="legal.terms.title" updated={UPDATED} sections={SECTIONS} />;
}
