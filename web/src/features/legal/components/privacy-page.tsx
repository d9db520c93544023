import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    paragraphs: [
      'Your account: first and last name, e-mail address and password. The password is kept by Amazon Cognito, which runs our sign-in; we never see or store it ourselves. If you sign in with Google we receive your name and e-mail address from Google.',
      'Your team: the team you own or belong to, its members (name, e-mail address) and the role each member has.',
      'Your fields: the name and boundary of every field you draw or upload, its area, and what you record about it (crops, seasons, rotations, farm tasks and their notes).',
      'Your uploads: the field files (KML, KMZ, GeoJSON, shapefiles) you upload are kept so the boundaries can be read from them.',
      'Derived data: vegetation and moisture index values computed for your fields from public Sentinel-2 satellite imagery, and the weather we fetch for the location of a field.',
      'Payments: subscriptions are paid through Paystack. Card or bank details go to Paystack only; we keep the plan, the amount, the payment reference and whether it succeeded.',
    ],
  },
  {
    heading: 'What we use it for',
    paragraphs: [
      'Only to run the product for you and your team: show your fields and their indices, send the e-mails the product needs (sign-up codes, password reset links, invitations, task assignments, subscription reminders) and apply your subscription.',
      'We do not sell your data and do not use it for advertising.',
    ],
  },
  {
    heading: 'Who else handles it',
    paragraphs: [
      'Amazon Web Services hosts the product and its data (storage, database, e-mail). Paystack processes payments. The weather comes from Open-Meteo or NASA POWER, which receive a field location but nothing about you. Place search sends the text you type to OpenStreetMap Nominatim, and when you draw or reshape a field its approximate centre (to about a kilometre) is sent there to look up the nearest place name.',
    ],
  },
  {
    heading: 'In your browser',
    paragraphs: [
      'Your browser keeps your sign-in tokens in local storage while you are signed in, and the field you selected in session storage, which ends when the tab is closed. We use no tracking or advertising cookies.',
    ],
  },
  {
    heading: 'Keeping and deleting',
    paragraphs: [
      'Your data is kept while your account exists. Team owners can remove fields, tasks and members at any time. To have your account and its data deleted, write to the support address below.',
    ],
  },
];

export default function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" updated="November 2026" sections={SECTIONS} />;
}
