import { xmlText, type MultiPolygonCoordinates, type PrescriptionFile } from './prescription-input';

function ring(points: readonly (readonly number[])[]): string {
  return `<LinearRing><coordinates>${points.map((point) => `${point[0]},${point[1]}`).join(' ')}</coordinates></LinearRing>`;
}

function polygons(coordinates: MultiPolygonCoordinates): string {
  return coordinates
    .map(([outer, ...holes]) => `<Polygon><outerBoundaryIs>${ring(outer ?? [])}</outerBoundaryIs>${holes.map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`).join('')}</Polygon>`)
    .join('');
}

/** KML's colour order is alpha, blue, green, red. */
function kmlColour(hex: string, alpha: string): string {
  const value = hex.replace('#', '');
  return `${alpha}${value.slice(4, 6)}${value.slice(2, 4)}${value.slice(0, 2)}`;
}

/** The prescription as KML 2.2: one Placemark per zone, its rate in ExtendedData, coloured like the map. */
export function prescriptionKml(file: PrescriptionFile, colour: (zone: number) => string): string {
  const placemarks = file.zones.map((zone) => [
    '<Placemark>',
    `<name>${xmlText(file.zoneName(zone.zone))}</name>`,
    `<Style><LineStyle><color>${kmlColour(colour(zone.zone), 'ff')}</color><width>1</width></LineStyle><PolyStyle><color>${kmlColour(colour(zone.zone), '99')}</color></PolyStyle></Style>`,
    '<ExtendedData>',
    `<Data name="zone"><value>${zone.zone}</value></Data>`,
    `<Data name="rate"><value>${zone.rate}</value></Data>`,
    `<Data name="unit"><value>${xmlText(file.unit)}</value></Data>`,
    `<Data name="product"><value>${xmlText(file.product)}</value></Data>`,
    `<Data name="area_ha"><value>${Math.round(zone.areaHa * 100) / 100}</value></Data>`,
    '</ExtendedData>',
    `<MultiGeometry>${polygons(zone.coordinates)}</MultiGeometry>`,
    '</Placemark>',
  ].join(''));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xmlText(`${file.fieldName} - ${file.product}`)}</name>${placemarks.join('\n')}</Document></kml>\n`;
}
