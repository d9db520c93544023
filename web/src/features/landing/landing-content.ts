import type { MessageId } from '../../../../shared/i18n/english';

/** A slide of the landing carousel: the image and the catalogue keys of its alt text and caption. */
export interface SlideContent {
  src: string;
  alt: MessageId;
  caption: MessageId;
  pixelated?: boolean;
}

/** The landing page's sections, products, slides and industries (their words are catalogue keys of web/landing). */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'landing.nav.home' },
  { id: 'about-us', label: 'landing.nav.aboutUs' },
  { id: 'products', label: 'landing.nav.products' },
  { id: 'contact-us', label: 'landing.nav.contactUs' },
] as const satisfies readonly { id: string; label: MessageId }[];

export const PRODUCTS = [
  {
    name: 'landing.products.farmMonitoring.name',
    to: '/dashboard/farmsummary/',
    text: 'landing.products.farmMonitoring.text',
  },
  {
    name: 'landing.products.satelliteImagery.name',
    to: '/dashboard/satellite-view/',
    text: 'landing.products.satelliteImagery.text',
  },
  {
    name: 'landing.products.cropMonitoring.name',
    to: '/dashboard/crop-plan/config/farm/',
    text: 'landing.products.cropMonitoring.text',
  },
] as const satisfies readonly { name: MessageId; to: string; text: MessageId }[];

// Real renders of the product (npm run landing:images renders them from the demo farm with the imagery engine).
export const SLIDES: readonly SlideContent[] = [
  {
    src: '/images/landing/ndvi-growing-season.png',
    alt: 'landing.slide.growing.alt',
    caption: 'landing.slide.growing.caption',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-chart.svg',
    alt: 'landing.slide.chart.alt',
    caption: 'landing.slide.chart.caption',
  },
  {
    src: '/images/landing/weather-chart.svg',
    alt: 'landing.slide.weather.alt',
    caption: 'landing.slide.weather.caption',
  },
  {
    src: '/images/landing/ndvi-late-season.png',
    alt: 'landing.slide.late.alt',
    caption: 'landing.slide.late.caption',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-dry-season.png',
    alt: 'landing.slide.dry.alt',
    caption: 'landing.slide.dry.caption',
    pixelated: true,
  },
];

export const INDUSTRIES = [
  { name: 'landing.industries.oilGas.name', text: 'landing.industries.oilGas.text' },
  { name: 'landing.industries.agriculture.name', text: 'landing.industries.agriculture.text' },
  { name: 'landing.industries.forestry.name', text: 'landing.industries.forestry.text' },
  { name: 'landing.industries.fishery.name', text: 'landing.industries.fishery.text' },
] as const satisfies readonly { name: MessageId; text: MessageId }[];
