import type { Slide } from './components/product-carousel';

/** The landing page's sections, products, slides and industries (its words live here, not in the sections). */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about-us', label: 'About Us' },
  { id: 'products', label: 'Products' },
  { id: 'contact-us', label: 'Contact Us' },
] as const;

export const PRODUCTS = [
  {
    name: 'Farm Monitoring',
    to: '/dashboard/farmsummary/',
    text: 'Follow every field of your farm from one summary: crops, sowing dates and the latest index values.',
  },
  {
    name: 'Satellite Imagery',
    to: '/dashboard/satellite-view/',
    text: 'Sentinel-2 imagery of your fields with vegetation and moisture indices, cloud filtering and comparisons.',
  },
  {
    name: 'Crop Monitoring',
    to: '/dashboard/crop-plan/config/farm/',
    text: 'Plan crops per season, rotate them over the years and watch how each crop performs.',
  },
] as const;

// Real renders of the product (npm run landing:images renders them from the demo farm with the imagery engine).
export const SLIDES: readonly Slide[] = [
  {
    src: '/images/landing/ndvi-growing-season.png',
    alt: 'NDVI map of six demo fields in the growing season: dense green maize and soybean, lighter vegetables and fallow',
    caption: 'NDVI map of a demo farm in July: the greener, the denser the crop',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-chart.svg',
    alt: 'Line chart of NDVI by field over a year: each crop greens up and is harvested at its own time',
    caption: 'NDVI of every field through the year, from the same imagery',
  },
  {
    src: '/images/landing/weather-chart.svg',
    alt: 'Chart of a year of weather at the demo farm: rain by month and daily maximum and minimum temperature',
    caption: 'Weather at the field: rain by month and daily temperatures',
  },
  {
    src: '/images/landing/ndvi-late-season.png',
    alt: 'NDVI map of the same fields in September: maize harvested, rice and sorghum still green',
    caption: 'The same farm in September: harvested fields stand out',
    pixelated: true,
  },
  {
    src: '/images/landing/ndvi-dry-season.png',
    alt: 'NDVI map of the same fields in the dry season: only the irrigated rice is green',
    caption: 'Dry season: only the irrigated rice is green',
    pixelated: true,
  },
];

export const INDUSTRIES = [
  { name: 'Oil and Gas', text: 'Watch vegetation and ground moisture along pipelines and sites.' },
  { name: 'Agriculture', text: 'Field health, crop plans, tasks and weather for every farm.' },
  { name: 'Forestry', text: 'Track canopy health and change across large forest areas.' },
  { name: 'Fishery', text: 'Monitor water bodies and surrounding land from above.' },
] as const;
