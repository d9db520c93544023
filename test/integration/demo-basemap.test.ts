import { describe, expect, inject, it } from 'vitest';
import { tileAt } from '../../functions/imagery/tiles/web-mercator';
import { DEMO_FARM_FIELDS } from '../../functions/imagery/demo/demo-farm';
import { WebConfig } from '../../shared/api/web-config';
import { decodePng } from '../support/png-decode';

const stageUrl = inject('stageUrl');

async function tile(template: string, z: number, x: number, y: number) {
  const response = await fetch(template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)));
  return { status: response.status, type: response.headers.get('content-type'), png: decodePng(new Uint8Array(await response.arrayBuffer())) };
}

function opaqueShare(rgba: Uint8Array): number {
  let opaque = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] === 255) opaque += 1;
  return opaque / (rgba.length / 4);
}

describe('the local stage basemap over the demo area', () => {
  it('config.json names the demo true-colour tiles, which cover the demo farm and nothing elsewhere', async () => {
    const config = WebConfig.parse(await (await fetch(`${stageUrl}/config.json`)).json());
    const basemap = config.demoBasemap;
    if (!basemap) throw new Error('the local stage with demo data names no demo basemap');
    const [[south, west], [north, east]] = basemap.bounds;
    // The bounds hold every demo field, so Leaflet asks for the tiles under them.
    for (const field of DEMO_FARM_FIELDS) {
      for (const [lon, lat] of field.geometry.coordinates.flat() as Array<[number, number]>) {
        expect(lon).toBeGreaterThan(west);
        expect(lon).toBeLessThan(east);
        expect(lat).toBeGreaterThan(south);
        expect(lat).toBeLessThan(north);
      }
    }

    // The farm at farm zoom: a full tile of true colour, with the variety of a picture (not one flat colour).
    const [lon, lat] = DEMO_FARM_FIELDS[0]?.geometry.coordinates[0]?.[0] as [number, number];
    const at = tileAt(lon, lat, 15);
    const inside = await tile(basemap.url, 15, at.x, at.y);
    expect(inside.status).toBe(200);
    expect(inside.type).toBe('image/png');
    expect(inside.png.width).toBe(256);
    expect(opaqueShare(inside.png.rgba)).toBeGreaterThan(0.9);
    const colours = new Set<number>();
    for (let i = 0; i < inside.png.rgba.length; i += 4) {
      colours.add(((inside.png.rgba[i] as number) << 16) | ((inside.png.rgba[i + 1] as number) << 8) | (inside.png.rgba[i + 2] as number));
    }
    expect(colours.size).toBeGreaterThan(50);

    // Lagos, far from the demo area: an empty (fully transparent) tile, not an error.
    const far = tileAt(3.4, 6.5, 15);
    const outside = await tile(basemap.url, 15, far.x, far.y);
    expect(outside.status).toBe(200);
    expect(outside.type).toBe('image/png');
    expect(opaqueShare(outside.png.rgba)).toBe(0);
    expect(outside.png.rgba.every((byte) => byte === 0)).toBe(true);

    // Not a tile at all.
    expect((await fetch(`${stageUrl}/basemap/15/${2 ** 15}/0.png`)).status).toBe(404);
  });
});
