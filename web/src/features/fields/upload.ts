import { checkFieldFile, FIELD_MESSAGES, type FieldFileType } from '../../../../shared/domain/fields';
import { messageRef } from '../../../../shared/i18n/message-ref';

/**
 * The shared file checks on what the user dropped or picked (the server makes them again when it signs the upload).
 * Messages are catalogue keys or refs: format them with formatText.
 */
export type FileCheck = { ok: true; file: File; type: FieldFileType } | { ok: false; message: string };

export function checkFieldFiles(files: readonly File[]): FileCheck {
  const [file] = files;
  if (!file || files.length !== 1) return { ok: false, message: FIELD_MESSAGES.oneFile };
  const check = checkFieldFile({ fileName: file.name, fileSize: file.size, contentType: file.type });
  return check.ok ? { ok: true, file, type: check.type } : check;
}

/** A PUT that failed; its message is a catalogue ref (format it with formatText). */
export class UploadFailed extends Error {}

/**
 * PUTs the file to the presigned URL with exactly the signed headers. XMLHttpRequest rather than fetch: only it
 * reports upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadFailed(messageRef('fields.putFailed', { status: xhr.status })));
      }
    };
    xhr.onerror = () => reject(new UploadFailed('fields.putOffline'));
    xhr.onabort = () => reject(new UploadFailed('fields.putCancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
