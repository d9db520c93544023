/** Sun elevation and azimuth (degrees) at a place and UTC instant: the usual declination/hour-angle formulas. */
const RAD = Math.PI / 180;

export function sunPosition(lon: number, lat: number, when: Date): { elevation: number; azimuth: number } {
  const start = Date.UTC(when.getUTCFullYear(), 0, 0);
  const doy = Math.floor((when.getTime() - start) / 86_400_000);
  const declination = 23.44 * Math.sin(((2 * Math.PI) / 365) * (284 + doy)) * RAD;
  const hours = when.getUTCHours() + when.getUTCMinutes() / 60;
  const hourAngle = (hours + lon / 15 - 12) * 15 * RAD;
  const phi = lat * RAD;
  const sinElevation = Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  const elevation = Math.asin(sinElevation);
  const azimuth = Math.atan2(-Math.sin(hourAngle), Math.tan(declination) * Math.cos(phi) - Math.sin(phi) * Math.cos(hourAngle));
  return { elevation: elevation / RAD, azimuth: ((azimuth / RAD) + 360) % 360 };
}
