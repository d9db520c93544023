import { describe, expect, it } from 'vitest';
import { booleanPointInPolygon, distance } from '@turf/turf';
import { samplingCsv, samplingGpx, samplingPoints } from '../../../shared/exports/sampling-points';
import { DOMParser } from '@xmldom/xmldom';
import { READY_LAYER } from '../../fixtures/zone-layers';

const POINTS = samplingPoints(READY_LAYER.zones);

describe('soil-sampling points', () => {
  it('puts one point inside each zone, in its largest part and clear of its holes', () => {
    expect(POINTS.map((point) => point.zone)).toEqual([1, 2, 3]);
    for (const point of POINTS) {
      const zone = READY_LAYER.zones.find((candidate) => candidate.zone === point.zone);
      expect(zone && booleanPointInPolygon([point.lng, point.lat], zone.geometry)).toBe(true);
    }
    // Zone 3's largest part is the east strip (280-400 m), not the island in zone 2's hole.
    const [, , third] = POINTS;
    expect(third?.lng).toBeGreaterThan(READY_LAYER.zones[2]?.geometry.coordinates[0]?.[0]?.[0]?.[0] ?? Infinity);
  });

  it('keeps each point at least 40 m from its zone edge when the zone allows it', () => {
    // Each strip is 120-160 m wide: its pole lies about 60 m from its nearest edge.
    for (const point of POINTS) expect(point.edgeDistanceM).toBeGreaterThanOrEqual(40);
    // The distance it reports is true: zone 1 (0-120 m wide strip) has its point 60 m from the west edge.
    const first = POINTS[0];
    const westEdge = READY_LAYER.zones[0]?.geometry.coordinates[0]?.[0]?.[0] ?? [0, 0];
    expect(first && distance([westEdge[0] ?? 0, first.lat], [first.lng, first.lat], { units: 'meters' })).toBeCloseTo(60, 0);
  });

  it('writes GPX waypoints that parse as XML with the zone names', () => {
    const gpx = samplingGpx(POINTS, (zone) => `Zone ${zone} <sample>`, 'North plot & co');
    const document = new DOMParser().parseFromString(gpx, 'text/xml');
    const waypoints = Array.from(document.getElementsByTagName('wpt'));
    expect(waypoints).toHaveLength(3);
    expect(waypoints.map((waypoint) => Number(waypoint.getAttribute('lat')))).toEqual(POINTS.map((point) => Number(point.lat.toFixed(7))));
    expect(waypoints[0]?.getElementsByTagName('name')[0]?.textContent).toBe('Zone 1 <sample>');
  });

  it('writes CSV with the given headings and one row per zone', () => {
    const csv = samplingCsv(POINTS, { zone: 'Zone', latitude: 'Latitude', longitude: 'Longitude', edgeDistance: 'From edge, m' });
    const [heading, ...rows] = csv.trim().split('\n');
    expect(heading).toBe('Zone,Latitude,Longitude,"From edge, m"');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.split(',').map(Number)).toEqual([2, Number(POINTS[1]?.lat.toFixed(7)), Number(POINTS[1]?.lng.toFixed(7)), Number(POINTS[1]?.edgeDistanceM.toFixed(1))]);
  });
});
