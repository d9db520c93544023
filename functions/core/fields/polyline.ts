import { BOUNDARY_FACTOR } from '../../../shared/domain/field-boundary';
import type { Ring } from './geometry';

/**
 * Field boundaries as stored: each ring as an encoded polyline (Google's algorithm, at 1e-7 degree, the precision
 * coordinates are kept at), rings separated by a space. Neighbouring vertices differ little, so a vertex takes
 * about 8 characters instead of 22 in JSON: a team's 1,000 fields come back from the table in one page.
 * Arithmetic instead of bit operations: at 1e7, values exceed JavaScript's 32-bit integers.
 */
const FACTOR = BOUNDARY_FACTOR;

function encodeValue(delta: number): string {
  let value = delta < 0 ? -2 * delta - 1 : 2 * delta;
  let out = '';
  while (value >= 32) {
    out += String.fromCharCode((value % 32) + 32 + 63);
    value = Math.floor(value / 32);
  }
  return out + String.fromCharCode(value + 63);
}

export function encodeRing(ring: Ring): string {
  let lastLat = 0;
  let lastLon = 0;
  let out = '';
  for (const [lon, lat] of ring) {
    const latE7 = Math.round(lat * FACTOR);
    const lonE7 = Math.round(lon * FACTOR);
    out += encodeValue(latE7 - lastLat) + encodeValue(lonE7 - lastLon);
    lastLat = latE7;
    lastLon = lonE7;
  }
  return out;
}

export function decodeRing(text: string): Ring {
  const ring: Ring = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const next = (): number => {
    let result = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = text.charCodeAt(index) - 63;
      index += 1;
      result += (byte % 32) * scale;
      scale *= 32;
    } while (byte >= 32);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  while (index < text.length) {
    lat += next();
    lon += next();
    ring.push([lon / FACTOR, lat / FACTOR]);
  }
  return ring;
}

export function encodeRings(rings: Ring[]): string {
  return rings.map(encodeRing).join(' ');
}

export function decodeRings(text: string): Ring[] {
  return text.split(' ').filter(Boolean).map(decodeRing);
}
