"""Independent per-field index statistics with GDAL and numpy, for comparison with the TypeScript engine.

Reads a JSON request on stdin:
  {"bands": {"B04": path, ...}, "scale": 1e-4, "offset": -0.1, "scl": path|null,
   "fields": [{"name": ..., "geometry": GeoJSON in lon/lat}], "indices": ["NDVI", "NDMI"], "method": "rasterize"|"cutline"}
and prints {name: {"pixels": n, "<INDEX>": {data, count, mean, std, min, max}}, "_seconds": t} on stdout
(pixels: inside the field; data: of those, with data in the index's bands; count: data and not masked by SCL).

rasterize: the field, reprojected by OGR to the raster CRS, is burnt with gdal.RasterizeLayer (pixel centres,
the cutline rule) on the 10 m grid window around it; 20 m bands and SCL are brought to that window with
gdal.Warp (nearest). cutline: every band goes through gdal.Warp(cutlineDSName=..., cropToCutline=True,
targetAlignedPixels=True, xRes=10, yRes=10), the gdalwarp -cutline recipe; 20 m bands and SCL are first brought
to 10 m (nearest) and cut after, because a cutline applied to a 20 m source keeps 20 m pixels by *their* centres.
"""
import json
import math
import os
import sys
import tempfile
import time

import numpy as np
from osgeo import gdal, ogr, osr

gdal.UseExceptions()
MASK = [0, 1, 3, 8, 9, 10, 11]
def normalised_difference(a, b):
    return (a - b) / (a + b)


def msavi2(nir, red):
    # Sentinel Hub's index database, Sentinel-2 MSAVI2: 0.5 * ((2 B08 + 1) - sqrt((2 B08 + 1)^2 - 8 (B08 - B04)))
    return 0.5 * ((2 * nir + 1) - np.sqrt((2 * nir + 1) ** 2 - 8 * (nir - red)))


def reci(nir, red_edge):
    # Sentinel Hub's Chlorophyll Red-Edge script: (B07 / B05) - 1
    return nir / red_edge - 1


FORMULA = {
    'NDVI': ('B08', 'B04', normalised_difference), 'NDMI': ('B8A', 'B11', normalised_difference),
    'NDWI': ('B03', 'B08', normalised_difference), 'NDRE': ('B08', 'B05', normalised_difference),
    'MSAVI2': ('B08', 'B04', msavi2), 'RECI': ('B07', 'B05', reci),
}

req = json.load(sys.stdin)
started = time.perf_counter()
reference = gdal.Open(req['bands']['B04'] if 'B04' in req['bands'] else next(iter(req['bands'].values())))
gt = reference.GetGeoTransform()
srs = reference.GetSpatialRef()
srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
wgs84 = osr.SpatialReference()
wgs84.ImportFromEPSG(4326)
wgs84.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
to_raster = osr.CoordinateTransformation(wgs84, srs)
res = 10.0
gx0 = gt[0]
gy0 = gt[3]


def warp_to(path, bounds, width, height):
    ds = gdal.Warp('', path, format='MEM', outputBounds=bounds, width=width, height=height, resampleAlg='near',
                   dstNodata=0, srcNodata=0)
    return ds.GetRasterBand(1).ReadAsArray().astype(np.float64)


def stats(values):
    if values.size == 0:
        return {'count': 0, 'mean': None, 'std': None, 'min': None, 'max': None}
    return {'count': int(values.size), 'mean': float(values.mean()), 'std': float(values.std()),
            'min': float(values.min()), 'max': float(values.max())}


def compute(arrays, inside, scl):
    out = {'pixels': int(inside.sum())}
    for index in req['indices']:
        a_name, b_name, formula = FORMULA[index]
        a = arrays[a_name]
        b = arrays[b_name]
        data = inside & (a != 0) & (b != 0)
        keep = data.copy()
        if scl is not None:
            keep &= ~np.isin(scl, MASK)
        ra = a * req['scale'] + req['offset']
        rb = b * req['scale'] + req['offset']
        with np.errstate(divide='ignore', invalid='ignore'):
            value = formula(ra, rb)
        keep &= np.isfinite(value)
        out[index] = {**stats(value[keep]), 'data': int(data.sum())}
    return out


def by_rasterize(field):
    geom = ogr.CreateGeometryFromJson(json.dumps(field['geometry']))
    geom.Transform(to_raster)
    minx, maxx, miny, maxy = geom.GetEnvelope()
    x = math.floor((minx - gx0) / res)
    y = math.floor((gy0 - maxy) / res)
    width = max(1, math.ceil((maxx - gx0) / res) - x)
    height = max(1, math.ceil((gy0 - miny) / res) - y)
    bounds = (gx0 + x * res, gy0 - (y + height) * res, gx0 + (x + width) * res, gy0 - y * res)
    mem = gdal.GetDriverByName('MEM').Create('', width, height, 1, gdal.GDT_Byte)
    mem.SetGeoTransform([bounds[0], res, 0, bounds[3], 0, -res])
    mem.SetSpatialRef(srs)
    vector = ogr.GetDriverByName('Memory').CreateDataSource('field')
    layer = vector.CreateLayer('field', srs, ogr.wkbUnknown)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(geom)
    layer.CreateFeature(feature)
    gdal.RasterizeLayer(mem, [1], layer, burn_values=[1])
    inside = mem.GetRasterBand(1).ReadAsArray().astype(bool)
    arrays = {name: warp_to(path, bounds, width, height) for name, path in req['bands'].items()}
    scl = warp_to(req['scl'], bounds, width, height) if req.get('scl') else None
    return compute(arrays, inside, scl)


def by_cutline(field):
    handle, cutline = tempfile.mkstemp(suffix='.geojson')
    with os.fdopen(handle, 'w') as f:
        json.dump({'type': 'FeatureCollection', 'features': [{'type': 'Feature', 'properties': {}, 'geometry': field['geometry']}]}, f)
    try:
        def warp(path):
            source = gdal.Open(path)
            if source.GetGeoTransform()[1] != res:
                source = gdal.Warp('', source, format='MEM', xRes=res, yRes=res, resampleAlg='near', srcNodata=0, dstNodata=0)
            ds = gdal.Warp('', source, format='MEM', cutlineDSName=cutline, cropToCutline=True, targetAlignedPixels=True,
                           xRes=res, yRes=res, resampleAlg='near', dstNodata=0, srcNodata=0, errorThreshold=0)
            return ds.GetRasterBand(1).ReadAsArray().astype(np.float64)
        arrays = {name: warp(path) for name, path in req['bands'].items()}
        scl = warp(req['scl']) if req.get('scl') else None
        shapes = {a.shape for a in arrays.values()}
        assert len(shapes) == 1, shapes
        # Outside the cutline every band is 0 (nodata), so the data test alone selects the field's pixels.
        inside = np.ones(next(iter(shapes)), dtype=bool)
        out = compute(arrays, inside, scl)
        out['pixels'] = None
        return out
    finally:
        os.remove(cutline)


method = by_cutline if req.get('method') == 'cutline' else by_rasterize
result = {field['name']: method(field) for field in req['fields']}
result['_seconds'] = time.perf_counter() - started
json.dump(result, sys.stdout)
