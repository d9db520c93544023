"""GDAL's time for one field's NDVI statistics on local COGs, measured inside one Python process.

usage: gdal_ndvi_field.py DIR; answers {"ready": true} once imported, then one request per stdin line:
{"geometry": GeoJSON in lon/lat, "runs": n}; answers one JSON line per request: {"seconds": [...], "count", "mean", ...}. Staying up lets a benchmark
alternate engine and GDAL runs (fair under a varying machine load). Each run opens B04, B08 and SCL afresh, burns the field with gdal.RasterizeLayer on its 10 m window, reads the
window (SCL at 20 m upsampled nearest by GDAL's RasterIO), masks SCL {0,1,3,8,9,10,11} and computes count, mean,
std, min, max and p10/p50/p90 in numpy: the same work as the engine. Prints {"seconds": [...], "count", "mean"}.
"""
import json
import math
import sys
import time

import numpy as np
from osgeo import gdal, ogr, osr

gdal.UseExceptions()
folder = sys.argv[1]
MASK = [0, 1, 3, 8, 9, 10, 11]


def once(geometry):
    red_ds = gdal.Open(f'{folder}/B04.tif')
    nir_ds = gdal.Open(f'{folder}/B08.tif')
    scl_ds = gdal.Open(f'{folder}/SCL.tif')
    gt = red_ds.GetGeoTransform()
    srs = red_ds.GetSpatialRef()
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    wgs84 = osr.SpatialReference()
    wgs84.ImportFromEPSG(4326)
    wgs84.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    geom = ogr.CreateGeometryFromJson(json.dumps(geometry))
    geom.Transform(osr.CoordinateTransformation(wgs84, srs))
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
    red = red_ds.ReadAsArray(x, y, w, h).astype(np.float64)
    nir = nir_ds.ReadAsArray(x, y, w, h).astype(np.float64)
    x20, y20 = x // 2, y // 2
    w20, h20 = (x + w + 1) // 2 - x20, (y + h + 1) // 2 - y20
    scl = scl_ds.ReadAsArray(x20, y20, w20, h20, buf_xsize=w20 * 2, buf_ysize=h20 * 2)[y - 2 * y20:y - 2 * y20 + h, x - 2 * x20:x - 2 * x20 + w]
    keep = inside & (red != 0) & (nir != 0) & ~np.isin(scl, MASK)
    r = red[keep] * 1e-4 - 0.1
    n = nir[keep] * 1e-4 - 0.1
    with np.errstate(divide='ignore', invalid='ignore'):
        v = (n - r) / (n + r)
    v = v[np.isfinite(v)]
    p = np.percentile(v, [10, 50, 90])
    return {'count': int(v.size), 'mean': float(v.mean()), 'std': float(v.std()), 'min': float(v.min()), 'max': float(v.max()), 'p': p.tolist()}


# Says when its imports are done, so that the benchmark's first (cold) engine run does not share the CPU with
# Python loading GDAL and numpy.
sys.stdout.write(json.dumps({'ready': True}) + '\n')
sys.stdout.flush()

for line in sys.stdin:
    request = json.loads(line)
    seconds = []
    result = {}
    for _ in range(request.get('runs', 1)):
        started = time.perf_counter()
        result = once(request['geometry'])
        seconds.append(time.perf_counter() - started)
    sys.stdout.write(json.dumps({'seconds': seconds, **result}) + '\n')
    sys.stdout.flush()
