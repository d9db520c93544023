import { EXPORT_INLINE_MAX_BYTES, EXPORT_LINK_CONTENT_TYPE } from '../../shared/domain/exports';
import { raw } from './http';

export interface ExportFile {
  name: string;
  contentType: string;
  /** Whose export it is: the team's id, or `staff` (the key prefix in the exports bucket). */
  scope: string;
}

/**
 * An export as the answer: the file itself, up to EXPORT_INLINE_MAX_BYTES; a larger one (Lambda answers at most
 * 6 MB) is stored in the exports bucket and answered as a link to it, in EXPORT_LINK_CONTENT_TYPE.
 */
export async function exportReply(content: string, file: ExportFile) {
  if (Buffer.byteLength(content, 'utf8') <= EXPORT_INLINE_MAX_BYTES) {
    return raw(content, file.contentType, { 'content-disposition': `attachment; filename="${file.name}"` });
  }
  // The S3 SDK and its presigner are loaded for a large export only: the function's other routes do not pay for them.
  const { storeExport } = await import('../core/exports/stored-export');
  return raw(JSON.stringify(await storeExport(content, file)), EXPORT_LINK_CONTENT_TYPE, { 'cache-control': 'no-store' });
}
