"""GDAL's time for one field's radar statistics on local COGs (Digital Earth Africa's s1_rtc layout), in one process.

usage: gdal_radar_field.py make DIR   writes DIR/vv.tif, vh.tif, mask.tif: 4096 px on EPSG:4326 at 0.0002 degrees
                                      from (8 E, 10 N), float32 linear gamma0 with speckle, NaN in a corner, mask 2
                                      (shadow) on a few stripes; GDAL's COG driver, 512 px blocks, DEFLATE.
       gdal_radar_field.py DIR        answers {"ready": true} once imported, then one request per stdin line:
                                      {"geometry": GeoJSON in lon/lat, "runs": n} -> {"seconds": [...], "count", ...},
                                      or {"geometries": [...]}: a pass's fields with the files opened once.
Each run opens vv, vh and mask afresh, burns the field with gdal.RasterizeLayer on the VV grid window, reads the
window of the three files, keeps mask 1 and finite positive VV and VH, and computes the linear means and medians
of both and RVI in numpy: the same work as the engine's computeRadarStatistics.
"""
import json
import math
import sys
import time

import numpy as np
from osgeo import gdal, ogr, osr

gdal.UseExceptions()
RES = 0.0002
SIZE = 4096


def make(folder):
    rng = np.random.default_rng(7)
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float32)
    texture = (np.sin(x / 37.0) * np.cos(y / 53.0) + 1.0) / 2.0
    # Speckle: gamma-distributed multiplicative noise (4 looks), as in real gamma0.
    vv = (0.03 + 0.09 * texture) * rng.gamma(4.0, 0.25, (SIZE, SIZE))
    vh = (0.004 + 0.03 * texture) * rng.gamma(4.0, 0.25, (SIZE, SIZE))
    mask = np.ones((SIZE, SIZE), dtype=np.uint8)
    corner = (x + y) < 600
    vv[corner] = np.nan
    vh[corner] = np.nan
    mask[corner] = 0
    for start in (700, 1900, 3100):
        mask[:, start:start + 12][mask[:, start:start + 12] == 1] = 2
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(4326)
    for name, data, kind in (('vv', vv, gdal.GDT_Float32), ('vh', vh, gdal.GDT_Float32), ('mask', mask, gdal.GDT_Byte)):
        mem = gdal.GetDriverByName('MEM').Create('', SIZE, SIZE, 1, kind)
        mem.SetGeoTransform([8.0, RES, 0, 10.0, 0, -RES])
        mem.SetSpatialRef(srs)
        band = mem.GetRasterBand(1)
        band.WriteArray(data.astype(np.float32) if kind == gdal.GDT_Float32 else data)
        band.SetNoDataValue(float('nan') if kind == gdal.GDT_Float32 else 0)
        gdal.Translate(f'{folder}/{name}.tif', mem, format='COG', creationOptions=['COMPRESS=DEFLATE', 'BLOCKSIZE=512', 'OVERVIEWS=NONE'])


def open_all(folder):
    return gdal.Open(f'{folder}/vv.tif'), gdal.Open(f'{folder}/vh.tif'), gdal.Open(f'{folder}/mask.tif')


def once(folder, geometry, datasets=None):
    vv_ds, vh_ds, mask_ds = datasets or open_all(folder)
    gt = vv_ds.GetGeoTransform()
    srs = vv_ds.GetSpatialRef()
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    geom = ogr.CreateGeometryFromJson(json.dumps(geometry))
    minx, maxx, miny, maxy = geom.GetEnvelope()
    x = math.floor((minx - gt[0]) / gt[1])
    y = math.floor((gt[3] - maxy) / gt[1])
    w = math.ceil((maxx - gt[0]) / gt[1]) - x
    h = math.ceil((gt[3] - miny) / gt[1]) - y
    mem = gdal.GetDriverByName('MEM').Create('', w, h, 1, gdal.GDT_Byte)
    mem.SetGeoTransform([gt[0] + x * gt[1], gt[1], 0, gt[3] - y * gt[1], 0, -gt[1]])
    mem.SetSpatialRef(srs)
    vector = ogr.GetDriverByName('Memory').CreateDataSource('f')
    layer = vector.CreateLayer('f', srs, ogr.wkbUnknown)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(geom)
    layer.CreateFeature(feature)
    gdal.RasterizeLayer(mem, [1], layer, burn_values=[1])
    inside = mem.GetRasterBand(1).ReadAsArray().astype(bool)
    vv = vv_ds.ReadAsArray(x, y, w, h).astype(np.float64)
    vh = vh_ds.ReadAsArray(x, y, w, h).astype(np.float64)
    mask = mask_ds.ReadAsArray(x, y, w, h)
    with np.errstate(invalid='ignore'):
        keep = inside & (mask == 1) & np.isfinite(vv) & np.isfinite(vh) & (vv > 0) & (vh > 0)
    v = vv[keep]
    hv = vh[keep]
    vv_mean, vh_mean = float(v.mean()), float(hv.mean())
    return {'pixels': int(inside.sum()), 'count': int(v.size), 'vvMean': vv_mean, 'vhMean': vh_mean,
            'vvMedian': float(np.median(v)), 'vhMedian': float(np.median(hv)), 'rvi': 4 * vh_mean / (vv_mean + vh_mean)}


if sys.argv[1] == 'make':
    make(sys.argv[2])
    sys.exit(0)

folder = sys.argv[1]
sys.stdout.write(json.dumps({'ready': True}) + '\n')
sys.stdout.flush()
for line in sys.stdin:
    request = json.loads(line)
    if 'geometries' in request:
        # A pass's fields one after the other, the files opened once (GDAL's block cache kept between fields).
        started = time.perf_counter()
        datasets = open_all(folder)
        results = [once(folder, geometry, datasets) for geometry in request['geometries']]
        seconds = time.perf_counter() - started
        sys.stdout.write(json.dumps({'seconds': [seconds], 'count': sum(r['count'] for r in results)}) + '\n')
        sys.stdout.flush()
        continue
    seconds = []
    result = {}
    for _ in range(request.get('runs', 1)):
        started = time.perf_counter()
        result = once(folder, request['geometry'])
        seconds.append(time.perf_counter() - started)
    sys.stdout.write(json.dumps({'seconds': seconds, **result}) + '\n')
    sys.stdout.flush()
