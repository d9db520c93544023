import { LOW_CONFIDENCE_PIXELS } from '../../../../shared/domain/monitoring';
import type { ViewState } from '../../../../shared/domain/radar';

/** Monitoring screen texts: the specification's own (spec 2 §2.1-2.3, §5, §8) verbatim, and our labels. */
export const MONITORING_TEXTS = {
  // Map, point value and legend (spec 2 §2.2, §8)
  clickToRead: 'Click any point to read value',
  pleaseWait: 'Please wait...',
  notFound: 'Not Found',
  selectIndex: 'Please select an Index',
  legendNotFound: 'Legend Not Found',
  loadingMap: 'Please wait while we are loading the map',
  noImageInWindow: 'No image of this field within the date range and cloud cover.',
  legend: 'Legend',
  hideLegend: 'Hide legend',
  simulated: 'Simulated imagery: this local stage shows generated Sentinel-2 scenes, not real ones.',
  // Analysis modal (spec 2 §2.1, §5, §8)
  analysisTitle: 'Index Analysis',
  indexType: 'Index Type',
  moisture: 'Moisture',
  vegetative: 'Vegetative',
  index: 'Index',
  startDate: 'Start Date',
  endDate: 'End Date',
  yearRange: 'Year range',
  yearsBack: (years: number) => (years <= 1 ? 'This range only' : `${years} years`),
  chartTitle: 'Mean Index Value Chart',
  invalidChart: 'Please select an index and/or a valid date range.',
  noChartData: 'No chart date for the index selected within the date range and cloud cover.',
  close: 'Close',
  yearPending: 'loading…',
  yearFailed: 'could not be loaded',
  yearsFailed: (labels: readonly string[]) => `The index values of ${labels.join(', ')} could not be loaded; the other years are shown.`,
  yearsLoading: (done: number, total: number) => `${done} of ${total} years loaded; the others are drawn as they arrive.`,
  downloadCsv: 'Download CSV',
  // Download of index data (spec 2 §4, §8)
  downloadNeedsLayer: 'Please select a layer and ensure a shape has been selected too.',
  downloadBusy: 'Please wait....a current request is still on.',
  downloadWait: 'Please wait....',
  downloadNoData: 'No download data for the options passed',
  downloadNoChart: 'No chart data for the index selected within the date range',
  downloadReady: 'CSV generated successfully. Kindly click again to download the file.',
  downloadStatistics: 'Download index statistics (CSV)',
  downloadGenerated: 'Download the generated CSV',
  // Data quality
  validShare: 'Clear pixels',
  lowConfidence: 'Low confidence',
  lowConfidenceWhy: (pixels: number | null) =>
    `Only ${pixels ?? 'a few'} clear 10 m pixel${pixels === 1 ? '' : 's'} inside the field (fewer than ${LOW_CONFIDENCE_PIXELS}): treat this number with care.`,
  qualityNote: `Dashed rings rest on fewer than ${LOW_CONFIDENCE_PIXELS} clear pixels (small field or cloud).`,
  // Radar: estimates in the chart, the radar tab, the clear-view ledger, the radar map layers
  radarFill: 'Fill cloudy days with radar',
  opticalPoint: 'Satellite (optical)',
  radarEstimate: 'Radar estimate',
  radarEstimateValue: (value: string, low: string, high: string) => `Radar estimate ${value} (${low}-${high})`,
  radarEstimateNote: 'Hollow circles with a bar are estimates from radar on cloudy days; the bar is the likely range (80 %).',
  estimates: (count: number) => `${count} radar estimate${count === 1 ? '' : 's'}`,
  // Season intelligence: the detected season events on the chart
  seasonEvents: 'Detected crop season',
  seasonEventsNote: 'Diamonds on the curve mark the crop season detected from NDVI (with radar on cloudy days).',
  seasonMarker: (sentence: string) => `Season event: ${sentence}`,
  seasonYear: (year: string, sentence: string) => `${year}: ${sentence}`,
  chartTabs: 'Chart views',
  indexTab: 'Index chart',
  radarTab: 'Radar',
  radarTitle: 'Radar backscatter by orbit',
  radarMeasure: 'Radar measure',
  radarMeasures: { rvi: 'RVI', vv: 'VV (dB)', vh: 'VH (dB)' },
  orbitLabel: (state: string | null, relative: number | null) => `${state ?? 'orbit'} ${relative ?? '?'}`.trim(),
  radarOrbitNote: 'Radar sees the field differently from each orbit: compare points of the same line.',
  radarNoData: 'No radar acquisition of this field within the date range.',
  radarFailed: 'The radar values could not be loaded.',
  radarPending: (days: number) => `${days} radar date${days === 1 ? '' : 's'} still being computed.`,
  radarPointLabel: (orbit: string, date: string, value: string) => `${orbit}, ${date}: ${value}`,
  ledgerTitle: 'Views of the field',
  ledgerStates: { clear: 'Clear', 'partly-cloudy': 'Partly cloudy', cloudy: 'Cloudy', radar: 'Radar' } satisfies Record<ViewState, string>,
  ledgerView: (date: string, state: string, cloud: number | null) => `${date}: ${state}${cloud === null ? '' : ` (${Math.round(cloud)}% cloud)`}`,
  ledgerSentence: (usable: number, gap: number | null) => `${usable} usable view${usable === 1 ? '' : 's'}${gap === null ? '' : `; longest gap ${gap} day${gap === 1 ? '' : 's'}`}`,
  ledgerOpticalGap: (gap: number) => `without radar: ${gap} day${gap === 1 ? '' : 's'}`,
  ledgerFailed: 'The list of views could not be loaded.',
  radarDates: 'Radar dates',
  noRadarDates: 'No radar dates in this range.',
  radarLayerNote: 'Radar sees through cloud: this layer shows the radar pass of the date chosen.',
  radarLayerLatest: 'Radar sees through cloud: each field shows its latest radar pass in the date range.',
  // Satellite view (spec 2 §2.2)
  satelliteTitle: 'Satellite View',
  fieldInfo: 'Field Info',
  splitView: 'Split View',
  trueColour: 'True colour',
  imageDates: 'Image dates',
  noDates: 'No image dates in this range.',
  /** The dates request failed: not the same as a range without imagery (spec 2 §8). */
  datesFailed: 'The image dates could not be loaded.',
  tryAgain: 'Try again',
  overlayFailed: (fields: number) => `The image dates of ${fields} field${fields === 1 ? '' : 's'} could not be loaded.`,
  /** The product's wording for a date whose cloud is above the limit (spec 2 §2.2: "as the product has it"). */
  cloudyDate: 'This date has no cloud',
  cloudyDateExplained: 'Cloud over the field is above the limit on this date: the index layer is hidden.',
  cloudCover: 'Cloud cover',
  fieldSize: 'Field size',
  cloudPercent: 'Cloud',
  // Split view (spec 2 §2.3)
  splitTitle: 'Image Comparison and Processing',
  biggerScreen: 'Ops! Please use a bigger screen.',
  toSatelliteView: 'Go to Satellite View',
  leftMap: 'Left map',
  rightMap: 'Right map',
  compare: 'Compare on one map',
  swipe: 'Swipe',
  opacity: 'Right image opacity',
} as const;

/** Spec 2 §2.1: Index Type groups. */
export const INDEX_GROUPS = {
  moisture: ['NDMI', 'NDWI'],
  vegetative: ['NDVI', 'LAI', 'SAVI'],
} as const;
export type IndexGroup = keyof typeof INDEX_GROUPS;

/** Spec 2 §9: series colours red, blue, yellow, white, light blue (base range first). */
export const SERIES_COLOURS = ['#e53935', '#1e88e5', '#fdd835', '#ffffff', '#81d4fa'] as const;
