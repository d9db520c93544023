import * as z from 'zod';

/**
 * Exports (the fields as GeoJSON or CSV, the task report, the payment and subscription records) are answered in the
 * body up to this size. Lambda answers at most 6 MB: a larger file is written to the exports bucket and answered as
 * a short-lived link to it (EXPORT_LINK_CONTENT_TYPE), which the web app follows to save the file.
 */
export const EXPORT_INLINE_MAX_BYTES = 5 * 1024 * 1024;

/** The content type of an answer that is a link to the export, not the export itself. */
export const EXPORT_LINK_CONTENT_TYPE = 'application/vnd.fieldwatch.export-link+json';

/** How long an export link works; the exports bucket deletes the files themselves after a day. */
export const EXPORT_LINK_SECONDS = 15 * 60;
export const EXPORT_EXPIRE_AFTER_DAYS = 1;

export const ExportLink = z.object({
  /** A presigned GET of the file, which S3 answers as an attachment named `file_name`. */
  url: z.url(),
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  expires_at: z.string(),
});
export type ExportLink = z.infer<typeof ExportLink>;
