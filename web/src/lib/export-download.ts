import { EXPORT_LINK_CONTENT_TYPE, ExportLink } from '../../../shared/domain/exports';
import { saveTextFile } from './save-text-file';

/** An export as the API answers it: the file's text, or a link to the stored file when it was too large to answer. */
export type ExportBody = { text: string } | { link: ExportLink };

/**
 * The export routes' responseHandler: a link (EXPORT_LINK_CONTENT_TYPE) is read as one, any other success as the
 * file's text; an error's JSON body is kept as data, so its `detail` is shown.
 */
export async function readExport(response: Response): Promise<ExportBody | unknown> {
  const text = await response.text();
  if (!response.ok) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  if (response.headers.get('content-type')?.startsWith(EXPORT_LINK_CONTENT_TYPE)) return { link: ExportLink.parse(JSON.parse(text)) };
  return { text };
}

/** Saves an export: the text as a file, or the browser follows the link (S3 answers it as an attachment). */
export function saveExport(body: ExportBody, fileName: string, type?: string): void {
  if ('text' in body) {
    saveTextFile(body.text, fileName, type);
    return;
  }
  const link = document.createElement('a');
  link.href = body.link.url;
  link.download = body.link.file_name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
