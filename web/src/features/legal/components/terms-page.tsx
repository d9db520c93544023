import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'FieldWatch shows satellite-derived vegetation and moisture indices, weather and farm records for the fields you add. Index values come from public Sentinel-2 imagery and can be missing or wrong under clouds; weather is a forecast. Use them as a guide next to what you see in the field, not as the only ground for a decision.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password to yourself and tell us if you think someone else uses your account. A team owner decides who joins the team and what each member may see and do, and is responsible for the people they invite.',
    ],
  },
  {
    heading: 'Your data',
    paragraphs: [
      'The fields, boundaries, uploads and records you add stay yours. You allow us to store and process them to run the service for you and your team, as the Privacy Policy describes. Upload only files you have the right to use.',
    ],
  },
  {
    heading: 'Subscriptions and payment',
    paragraphs: [
      'Paid plans are charged in advance through Paystack for the period shown when you subscribe. A plan sets limits, such as the number of team members and the farm area. When a subscription ends the limits of the free version apply again; your data is kept.',
    ],
  },
  {
    heading: 'Fair use',
    paragraphs: [
      'Do not try to reach other teams\' data, overload the service or use it against the law. We may suspend an account that does.',
    ],
  },
  {
    heading: 'Changes and availability',
    paragraphs: [
      'We work to keep the service available but cannot promise it never stops. When these terms change we say so in the product before the change applies.',
    ],
  },
];

export default function TermsPage() {
  return <LegalPage title="Terms and Conditions" updated="November 2026" sections={SECTIONS} />;
}
