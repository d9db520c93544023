// The file writers, loaded together as one chunk when a farmer first downloads a zone file.
export { prescriptionGeoJson } from '../../../../shared/exports/prescription-geojson';
export { taskDataZip } from '../../../../shared/exports/prescription-isoxml';
export { prescriptionKml } from '../../../../shared/exports/prescription-kml';
export { prescriptionShapefileZip } from '../../../../shared/exports/prescription-shapefile';
export { samplingCsv, samplingGpx } from '../../../../shared/exports/sampling-points';
