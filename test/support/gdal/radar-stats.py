"""Independent per-field radar statistics with GDAL and numpy, for comparison with the TypeScript radar engine.

Reads a JSON request on stdin:
  {"vv": path, "vh": path|null, "mask": path|null, "units": "db"|"linear", "nodata": number|null,
   "fields": [{"name": ..., "geometry": GeoJSON in lon/lat}]}
and prints {name: {"pixels": n, "valid": n, "vv": {"mean", "median"}|null, "vh": ...|null, "rvi": x|null},
"_seconds": t} on stdout.

The field, reprojected by OGR to the VV raster's CRS, is burnt with gdal.RasterizeLayer (pixel centres) on the
window of the VV grid around it (pixels outside the raster count as field pixels without data). Valid: inside, mask
1 (when a mask is given), VV (and VH) finite, not the no-data value and, as linear power (10^(dB/10) for dB), > 0.
Means and medians in linear power; RVI = 4 VH / (VV + VH) of the means.
"""
import json
import math
import sys
import time

import numpy as np
from osgeo import gdal, ogr, osr

gdal.UseExceptions()
req = json.load(sys.stdin)
started = time.perf_counter()
reference = gdal.Open(req['vv'])
gt = reference.GetGeoTransform()
srs = reference.GetSpatialRef()
srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
wgs84 = osr.SpatialReference()
wgs84.ImportFromEPSG(4326)
wgs84.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
to_raster = osr.CoordinateTransformation(wgs84, srs)
res = gt[1]
gx0, gy0 = gt[0], gt[3]
sources = {name: gdal.Open(req[name]) for name in ('vv', 'vh', 'mask') if req.get(name)}


def read(name, x, y, width, height, fill):
    """The window [x, x + width) x [y, y + height), `fill` outside the raster."""
    ds = sources[name]
    out = np.full((height, width), fill, dtype=np.float64)
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(ds.RasterXSize, x + width), min(ds.RasterYSize, y + height)
    if x1 > x0 and y1 > y0:
        out[y0 - y:y1 - y, x0 - x:x1 - x] = ds.GetRasterBand(1).ReadAsArray(x0, y0, x1 - x0, y1 - y0).astype(np.float64)
    return out


def linear(values):
    nodata = req.get('nodata')
    keep = np.isfinite(values)
    if nodata is not None:
        keep &= values != nodata
    with np.errstate(over='ignore', invalid='ignore'):
        power = np.power(10.0, values / 10.0) if req['units'] == 'db' else values.copy()
    keep &= np.isfinite(power) & (power > 0)
    return power, keep


def summary(values):
    if values.size == 0:
        return None
    return {'mean': float(values.mean()), 'median': float(np.median(values))}


def field_stats(field):
    geom = ogr.CreateGeometryFromJson(json.dumps(field['geometry']))
    geom.Transform(to_raster)
    minx, maxx, miny, maxy = geom.GetEnvelope()
    x = math.floor((minx - gx0) / res)
    y = math.floor((gy0 - maxy) / res)
    width = max(1, math.ceil((maxx - gx0) / res) - x)
    height = max(1, math.ceil((gy0 - miny) / res) - y)
    mem = gdal.GetDriverByName('MEM').Create('', width, height, 1, gdal.GDT_Byte)
    mem.SetGeoTransform([gx0 + x * res, res, 0, gy0 - y * res, 0, -res])
    mem.SetSpatialRef(srs)
    vector = ogr.GetDriverByName('Memory').CreateDataSource('field')
    layer = vector.CreateLayer('field', srs, ogr.wkbUnknown)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(geom)
    layer.CreateFeature(feature)
    gdal.RasterizeLayer(mem, [1], layer, burn_values=[1])
    inside = mem.GetRasterBand(1).ReadAsArray().astype(bool)
    vv, valid = linear(read('vv', x, y, width, height, math.nan))
    valid &= inside
    vh = None
    if 'vh' in sources:
        vh, vh_valid = linear(read('vh', x, y, width, height, math.nan))
        valid &= vh_valid
    if 'mask' in sources:
        valid &= read('mask', x, y, width, height, 0) == 1
    vv_stats = summary(vv[valid])
    vh_stats = summary(vh[valid]) if vh is not None else None
    rvi = None
    if vv_stats and vh_stats:
        rvi = 4 * vh_stats['mean'] / (vv_stats['mean'] + vh_stats['mean'])
    return {'pixels': int(inside.sum()), 'valid': int(valid.sum()), 'vv': vv_stats, 'vh': vh_stats, 'rvi': rvi}


out = {field['name']: field_stats(field) for field in req['fields']}
out['_seconds'] = time.perf_counter() - started
json.dump(out, sys.stdout)
