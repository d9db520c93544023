import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LOW_CONFIDENCE_PIXELS } from '../../../../shared/domain/monitoring';
import type { ViewState } from '../../../../shared/domain/radar';
import type { MessageId } from '../../../../shared/i18n/english';

/**
 * Monitoring screen texts in the language on screen: the specification's own (spec 2 §2.1-2.3, §5, §8) in English,
 * and our labels, from the monitoring catalogue (shared/i18n/web/monitoring). Codes (NDVI, RVI, VV, VH, dB) stay.
 */
export function monitoringTexts(intl: IntlShape) {
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const number = (value: number) => intl.formatNumber(value);
  return {
    // Map, point value and legend (spec 2 §2.2, §8)
    clickToRead: t('monitoring.clickToRead'),
    pleaseWait: t('monitoring.pleaseWait'),
    notFound: t('monitoring.notFound'),
    pointAt: (date: string, lat: string, lng: string) => t('monitoring.pointAt', { date, lat, lng }),
    selectIndex: t('monitoring.selectIndex'),
    legendNotFound: t('monitoring.legendNotFound'),
    loadingMap: t('monitoring.loadingMap'),
    noImageInWindow: t('monitoring.noImageInWindow'),
    legend: t('monitoring.legend'),
    legendUnit: (index: string, unit: string) => t('monitoring.legendUnit', { index, unit }),
    legendButton: (index: string) => t('monitoring.legendButton', { index }),
    hideLegend: t('monitoring.hideLegend'),
    simulated: t('monitoring.simulated'),
    radarSource: t('monitoring.radarSource'),
    // Analysis modal (spec 2 §2.1, §5, §8)
    analysisTitle: (field: string) => t('monitoring.analysisTitleField', { field }),
    indexType: t('monitoring.indexType'),
    moisture: t('monitoring.moisture'),
    vegetative: t('monitoring.vegetative'),
    index: t('monitoring.index'),
    chooseIndex: t('monitoring.chooseIndex'),
    startDate: t('monitoring.startDate'),
    endDate: t('monitoring.endDate'),
    yearRange: t('monitoring.yearRange'),
    yearsBack: (years: number) => t('monitoring.yearsBack', { years }),
    chartTitle: t('monitoring.chartTitle'),
    invalidChart: t('monitoring.invalidChart'),
    noChartData: t('monitoring.noChartData'),
    close: t('monitoring.close'),
    yearPending: t('monitoring.yearPending'),
    yearFailed: t('monitoring.yearFailed'),
    yearsFailed: (labels: readonly string[]) => t('monitoring.yearsFailed', { years: labels.join(', ') }),
    yearsLoading: (done: number, total: number) => t('monitoring.yearsLoading', { done, total }),
    downloadCsv: t('monitoring.downloadCsv'),
    // Download of index data (spec 2 §4, §8)
    downloadNeedsLayer: t('monitoring.downloadNeedsLayer'),
    downloadBusy: t('monitoring.downloadBusy'),
    downloadWait: t('monitoring.downloadWait'),
    downloadNoData: t('monitoring.downloadNoData'),
    downloadNoChart: t('monitoring.downloadNoChart'),
    downloadReady: t('monitoring.downloadReady'),
    downloadStatistics: t('monitoring.downloadStatistics'),
    downloadGenerated: t('monitoring.downloadGenerated'),
    // Data quality
    lowConfidence: t('monitoring.lowConfidence'),
    lowConfidenceLabel: t('monitoring.lowConfidenceLabel'),
    pixels: (pixels: number | null) => t('monitoring.pixels', { pixels: number(pixels ?? 0) }),
    lowConfidencePixels: (pixels: number | null) => t('monitoring.lowConfidencePixels', { pixels: number(pixels ?? 0) }),
    lowConfidenceWhy: (pixels: number | null) =>
      pixels === null
        ? t('monitoring.lowConfidenceWhyUnknown', { limit: LOW_CONFIDENCE_PIXELS })
        : t('monitoring.lowConfidenceWhy', { pixels, limit: LOW_CONFIDENCE_PIXELS }),
    qualityNote: t('monitoring.qualityNote', { limit: LOW_CONFIDENCE_PIXELS }),
    tooltipIndex: (label: string, date: string, value: string) => t('monitoring.tooltipIndex', { label, date, value }),
    tooltipEstimate: (label: string, date: string, estimate: string) => t('monitoring.tooltipEstimate', { label, date, estimate }),
    tooltipClear: (share: number, pixels: number) => t('monitoring.tooltipClear', { share, pixels }),
    // Radar: estimates in the chart, the radar tab, the clear-view ledger, the radar map layers
    radarFill: t('monitoring.radarFill'),
    opticalPoint: t('monitoring.opticalPoint'),
    radarEstimate: t('monitoring.radarEstimate'),
    radarEstimateValue: (value: number, low: number, high: number) =>
      t('monitoring.radarEstimateValue', { value: twoDecimals(intl, value), low: twoDecimals(intl, low), high: twoDecimals(intl, high) }),
    estimatePoint: (label: string, date: string, estimate: string) => t('monitoring.estimatePoint', { label, date, estimate }),
    radarEstimateNote: t('monitoring.radarEstimateNote'),
    // Season intelligence: the detected season events on the chart
    seasonEvents: t('monitoring.seasonEvents'),
    seasonEventsNote: t('monitoring.seasonEventsNote'),
    seasonMarker: (sentence: string) => t('monitoring.seasonMarker', { sentence }),
    seasonYear: (year: string, sentence: string) => t('monitoring.seasonYear', { year, sentence }),
    seriesList: t('monitoring.seriesList'),
    seriesPending: (label: string) => t('monitoring.seriesPending', { label }),
    seriesFailed: (label: string) => t('monitoring.seriesFailed', { label }),
    seriesNamePending: (label: string) => t('monitoring.seriesNamePending', { label }),
    seriesSummary: (label: string, points: number, low: number, estimated: number, pending: boolean) =>
      t('monitoring.seriesSummary', { label, points, low, estimated, pending: pending ? 'yes' : 'no' }),
    seriesMessage: (label: string, message: string) => t('monitoring.seriesMessage', { label, message }),
    chartTabs: t('monitoring.chartTabs'),
    indexTab: t('monitoring.indexTab'),
    radarTab: t('monitoring.radarTab'),
    radarTitle: t('monitoring.radarTitle'),
    radarMeasure: t('monitoring.radarMeasure'),
    radarMeasures: { rvi: 'RVI', vv: 'VV (dB)', vh: 'VH (dB)' },
    orbitLabel: (state: string | null, relative: number | null) => t('monitoring.orbitLabel', { state: state ?? 'none', relative: relative ?? '?' }).trim(),
    orbitPasses: (orbit: string, count: number, last: string | null) =>
      last === null ? t('monitoring.radarOrbitPasses', { orbit, count }) : t('monitoring.radarOrbitPassesLast', { orbit, count, last }),
    radarOrbitNote: t('monitoring.radarOrbitNote'),
    radarNoData: t('monitoring.radarNoData'),
    radarFailed: t('monitoring.radarFailed'),
    radarFailedBecause: (reason: string) => t('monitoring.radarFailedBecause', { reason }),
    radarPending: (days: number) => t('monitoring.radarPending', { days }),
    radarPointLabel: (orbit: string, date: string, value: string) => t('monitoring.radarPointLabel', { orbit, date, value }),
    ledgerTitle: t('monitoring.ledgerTitle'),
    ledgerStates: {
      clear: t('monitoring.ledgerClear'),
      'partly-cloudy': t('monitoring.ledgerPartlyCloudy'),
      cloudy: t('monitoring.ledgerCloudy'),
      radar: t('monitoring.ledgerRadar'),
    } satisfies Record<ViewState, string>,
    ledgerStateCount: (state: string, count: number) => t('monitoring.ledgerStateCount', { state, count }),
    ledgerView: (date: string, state: string, cloud: number | null) =>
      cloud === null ? t('monitoring.ledgerView', { date, state }) : t('monitoring.ledgerViewCloud', { date, state, cloud: Math.round(cloud) }),
    ledgerSentence: (usable: number, gap: number | null) =>
      gap === null ? t('monitoring.ledgerUsable', { usable }) : t('monitoring.ledgerUsableGap', { usable, gap }),
    ledgerWithOptical: (sentence: string, optical: string) => t('monitoring.ledgerWithOptical', { sentence, optical }),
    ledgerOpticalGap: (gap: number) => t('monitoring.ledgerOpticalGap', { gap }),
    ledgerFailed: t('monitoring.ledgerFailed'),
    radarDates: t('monitoring.radarDates'),
    radarPassLine: (orbit: string, rvi: string) => t('monitoring.radarPassLine', { orbit, rvi }),
    noRadarDates: t('monitoring.noRadarDates'),
    radarLayerNote: t('monitoring.radarLayerNote'),
    radarLayerLatest: t('monitoring.radarLayerLatest'),
    // Satellite view (spec 2 §2.2)
    satelliteTitle: t('monitoring.satelliteTitle'),
    satelliteTitleField: (field: string) => t('monitoring.satelliteTitleField', { field }),
    satelliteControls: t('monitoring.satelliteControls'),
    satelliteMap: t('monitoring.satelliteMap'),
    fieldInformation: t('monitoring.fieldInformation'),
    fieldInfo: t('monitoring.fieldInfo'),
    splitView: t('monitoring.splitView'),
    trueColour: t('monitoring.trueColour'),
    imageDates: t('monitoring.imageDates'),
    noDates: t('monitoring.noDates'),
    /** The dates request failed: not the same as a range without imagery (spec 2 §8). */
    datesFailed: t('monitoring.datesFailed'),
    tryAgain: t('monitoring.tryAgain'),
    overlayFailed: (fields: number) => t('monitoring.overlayFailed', { fields }),
    /** The product's wording for a date whose cloud is above the limit (spec 2 §2.2: "as the product has it"). */
    cloudyDate: t('monitoring.cloudyDate'),
    cloudyDateExplained: t('monitoring.cloudyDateExplained'),
    cloudyDateLabel: t('monitoring.cloudyDateLabel', { title: t('monitoring.cloudyDate'), detail: t('monitoring.cloudyDateExplained') }),
    cloudCover: (cloud: number) => t('monitoring.cloudCoverValue', { cloud }),
    fieldSize: (size: number | null) =>
      size === null ? t('monitoring.fieldSizeUnknown') : t('monitoring.fieldSizeValue', { size: intl.formatNumber(size, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }),
    /** 'Cloud 45%' under a date; a dash when the cloud is not known. */
    cloudOf: (cloud: number | null) => t('monitoring.cloudValue', { cloud: cloud === null ? '–' : `${Math.round(cloud)}%` }),
    cloudColon: (cloud: number | null) => t('monitoring.cloudValueColon', { cloud: cloud === null ? '–' : `${Math.round(cloud)}%` }),
    // Split view (spec 2 §2.3)
    splitTitle: t('monitoring.splitTitle'),
    splitTitleField: (field: string) => t('monitoring.splitTitleField', { field }),
    biggerScreen: t('monitoring.biggerScreen'),
    toSatelliteView: t('monitoring.toSatelliteView'),
    leftMap: t('monitoring.leftMap'),
    rightMap: t('monitoring.rightMap'),
    sideHeading: (side: string, date: string | null, cloud: number) =>
      date ? t('monitoring.sideHeadingDate', { side, date, cloud }) : t('monitoring.sideHeading', { side, cloud }),
    sideImageDates: (side: string) => t('monitoring.sideImageDates', { side }),
    sideMap: (side: string) => t('monitoring.sideMap', { side }),
    compare: t('monitoring.compare'),
    compareDates: (left: string, right: string) => t('monitoring.compareDates', { left, right }),
    compareMap: t('monitoring.compareMap'),
    swipe: t('monitoring.swipe'),
    opacity: t('monitoring.opacity'),
    // Field Info's map
    mapIndexOn: (index: string, date: string) => t('monitoring.mapIndexOn', { index, date }),
    noClearScene: t('monitoring.noClearScene'),
    mapOf: (name: string) => t('monitoring.mapOf', { name }),
  };
}

export type MonitoringTexts = ReturnType<typeof monitoringTexts>;

/** An estimate's value and interval ends: two decimals, in the language's digits and separator. */
function twoDecimals(intl: IntlShape, value: number): string {
  return intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The monitoring texts in the language on screen. */
export function useMonitoringTexts(): MonitoringTexts {
  const intl = useIntl();
  return useMemo(() => monitoringTexts(intl), [intl]);
}

/** Spec 2 §2.1: Index Type groups. */
export const INDEX_GROUPS = {
  moisture: ['NDMI', 'NDWI'],
  vegetative: ['NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'],
} as const;
export type IndexGroup = keyof typeof INDEX_GROUPS;

/** Spec 2 §9: series colours red, blue, yellow, white, light blue (base range first). */
export const SERIES_COLOURS = ['#e53935', '#1e88e5', '#fdd835', '#ffffff', '#81d4fa'] as const;
