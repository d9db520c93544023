/**
 * Typed errors of the imagery engine. Each carries a stable `code` (for logs, job records, tests and the handler
 * kit, which alone decides the HTTP status a code answers with); none of them is ever cached as a result.
 */

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

export class ImageryError extends Error {
  constructor(
    readonly code: ImageryErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The field's geometry cannot be used (not a polygon, unclosed ring, bad coordinates, zero area). */
export class InvalidGeometryError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('INVALID_GEOMETRY', `Invalid field geometry: ${message}`, details);
  }
}

/** A STAC item lacks what the engine needs (CRS, a band asset's transform, a datetime). */
export class InvalidItemError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('INVALID_ITEM', `Invalid STAC item: ${message}`, details);
  }
}

/** No scene covers the field (for the dates asked, or at all). */
export class NoSceneError extends ImageryError {
  constructor(message = 'No Sentinel-2 scene covers this field.', details: Record<string, unknown> = {}) {
    super('NO_SCENE', message, details);
  }
}

/** The STAC API answered with an error status or a body that is not a STAC response. */
export class StacError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('STAC_ERROR', `STAC search failed: ${message}`, details);
  }
}

export class StacTimeoutError extends ImageryError {
  constructor(url: string, timeoutMs: number) {
    super('STAC_TIMEOUT', `STAC search timed out after ${timeoutMs} ms`, { url, timeoutMs });
  }
}

/** Reading bytes of an asset failed after the retries (network error, 5xx, unexpected status). */
export class SourceError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SOURCE_ERROR', `Reading imagery failed: ${message}`, details);
  }
}

export class SourceTimeoutError extends ImageryError {
  constructor(url: string, timeoutMs: number) {
    super('SOURCE_TIMEOUT', `Reading imagery timed out after ${timeoutMs} ms`, { url, timeoutMs });
  }
}

/** The asset is not in the item, or its href answers 404/403 / the file does not exist. */
export class AssetMissingError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('ASSET_MISSING', `Imagery asset missing: ${message}`, details);
  }
}

/** The file ends before the bytes its own header points at. */
export class CogTruncatedError extends ImageryError {
  constructor(url: string, wanted: { offset: number; length: number }, got: number) {
    super('COG_TRUNCATED', `Truncated GeoTIFF ${url}: wanted ${wanted.length} bytes at ${wanted.offset}, got ${got}`, {
      url,
      ...wanted,
      got,
    });
  }
}

/** A GeoTIFF layout or encoding the reader does not decode (say which, so an operator can convert it). */
export class CogUnsupportedError extends ImageryError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('COG_UNSUPPORTED', `Unsupported GeoTIFF: ${message}`, details);
  }
}

export class ByteBudgetExceededError extends ImageryError {
  constructor(budget: number, wanted: number) {
    super('BYTE_BUDGET_EXCEEDED', `Imagery read budget of ${budget} bytes exceeded (would read ${wanted})`, {
      budget,
      wanted,
    });
  }
}

export class UnknownIndexError extends ImageryError {
  constructor(index: string) {
    super('UNKNOWN_INDEX', `Unknown index: ${index}`, { index });
  }
}
