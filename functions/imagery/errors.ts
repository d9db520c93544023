/**
 * Typed errors of the imagery engine. Each carries a stable `code` (for logs, job records and tests) and an HTTP
 * status so the one error mapper of functions/lib can answer for it; none of them is ever cached as a result.
 */
import { HttpError } from '../lib/errors';

export type ImageryErrorCode =
  | 'INVALID_GEOMETRY'
  | 'INVALID_ITEM'
  | 'NO_SCENE'
  | 'STAC_ERROR'
  | 'STAC_TIMEOUT'
  | 'SOURCE_ERROR'
  | 'SOURCE_TIMEOUT'
  | 'ASSET_MISSING'
  | 'COG_TRUNCATED'
  | 'COG_UNSUPPORTED'
  | 'BYTE_BUDGET_EXCEEDED'
  | 'UNKNOWN_INDEX';

export class ImageryError extends HttpError {
  constructor(
    readonly code: ImageryErrorCode,
    status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(status, message);
  }
}

/** The field's geometry cannot be used (not a polygon, unclosed ring, bad coordinates, zero area). */
export class InvalidGeometryError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('INVALID_GEOMETRY', 400, `Invalid field geometry: ${message}`, details);
  }
}

/** A STAC item lacks what the engine needs (CRS, a band asset's transform, a datetime). */
export class InvalidItemError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('INVALID_ITEM', 502, `Invalid STAC item: ${message}`, details);
  }
}

/** No scene covers the field (for the dates asked, or at all). */
export class NoSceneError extends ImageryError {
  constructor(message = 'No Sentinel-2 scene covers this field.', details: Record<string, unknown> = {}) {
    super('NO_SCENE', 404, message, details);
  }
}

/** The STAC API answered with an error status or a body that is not a STAC response. */
export class StacError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('STAC_ERROR', 502, `STAC search failed: ${message}`, details);
  }
}

export class StacTimeoutError extends ImageryError {
  constructor(url: string, timeoutMs: number) {
    super('STAC_TIMEOUT', 504, `STAC search timed out after ${timeoutMs} ms`, { url, timeoutMs });
  }
}

/** Reading bytes of an asset failed after the retries (network error, 5xx, unexpected status). */
export class SourceError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SOURCE_ERROR', 502, `Reading imagery failed: ${message}`, details);
  }
}

export class SourceTimeoutError extends ImageryError {
  constructor(url: string, timeoutMs: number) {
    super('SOURCE_TIMEOUT', 504, `Reading imagery timed out after ${timeoutMs} ms`, { url, timeoutMs });
  }
}

/** The asset is not in the item, or its href answers 404/403 / the file does not exist. */
export class AssetMissingError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('ASSET_MISSING', 502, `Imagery asset missing: ${message}`, details);
  }
}

/** The file ends before the bytes its own header points at. */
export class CogTruncatedError extends ImageryError {
  constructor(url: string, wanted: { offset: number; length: number }, got: number) {
    super('COG_TRUNCATED', 502, `Truncated GeoTIFF ${url}: wanted ${wanted.length} bytes at ${wanted.offset}, got ${got}`, {
      url,
      ...wanted,
      got,
    });
  }
}

/** A GeoTIFF layout or encoding the reader does not decode (say which, so an operator can convert it). */
export class CogUnsupportedError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('COG_UNSUPPORTED', 502, `Unsupported GeoTIFF: ${message}`, details);
  }
}

export class ByteBudgetExceededError extends ImageryError {
  constructor(budget: number, wanted: number) {
    super('BYTE_BUDGET_EXCEEDED', 502, `Imagery read budget of ${budget} bytes exceeded (would read ${wanted})`, {
      budget,
      wanted,
    });
  }
}

export class UnknownIndexError extends ImageryError {
  constructor(index: string) {
    super('UNKNOWN_INDEX', 400, `Unknown index: ${index}`, { index });
  }
}
