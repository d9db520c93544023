import type { HttpEvent } from './http';
import type { MultipartForm as PostedForm, PostedFile } from '../../shared/api/routes';
import { ValidationError } from './errors';

/**
 * A multipart/form-data body (RFC 7578) as API Gateway hands it to the Lambda: whole, base64 when binary.
 * Small on purpose: the body is at most the gateway's payload, so it is split in memory.
 */
export interface FormFile extends PostedFile {
  data: Buffer;
}

export interface MultipartForm extends PostedForm {
  files: FormFile[];
}

const header = (event: HttpEvent, name: string) =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

function dispositionParam(disposition: string, param: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition) ??
    new RegExp(`(?:^|;)\\s*${param}=([^;]*)`, 'i').exec(disposition);
  return match?.[1]?.replace(/\\(.)/g, '$1').trim();
}

export function parseMultipart(event: HttpEvent): MultipartForm {
  const contentType = header(event, 'content-type');
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2]?.trim();
  if (!/^multipart\/form-data/i.test(contentType) || !marker) {
    throw new ValidationError('common.multipartRequired', { upload: ['common.multipartRequired'] });
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const delimiter = Buffer.from(`--${marker}`);
  const form: MultipartForm = { fields: {}, files: [] };
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const end = body.indexOf(delimiter, partStart);
    if (end === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = body.subarray(partStart + 2, end - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = dispositionParam(disposition, 'name');
      const fileName = dispositionParam(disposition, 'filename');
      if (name !== undefined && fileName !== undefined) {
        const type = /content-type:\s*([^\r\n;]*)/i.exec(headers)?.[1]?.trim() ?? '';
        form.files.push({ field: name, fileName, contentType: type, data: Buffer.from(content) });
      } else if (name !== undefined) {
        form.fields[name] = content.toString('utf8');
      }
    }
    start = end;
  }
  return form;
}
