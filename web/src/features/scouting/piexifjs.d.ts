// piexifjs ships no types: the few calls the photo compression makes. EXIF data travels as "binary strings"
// (one character per byte), as the library reads and writes them.
declare module 'piexifjs' {
  type IfdValues = Record<number, unknown>;
  export interface ExifObject {
    '0th'?: IfdValues;
    Exif?: IfdValues;
    GPS?: IfdValues;
    Interop?: IfdValues;
    '1st'?: IfdValues;
    thumbnail?: string | null;
  }
  export function load(jpeg: string): ExifObject;
  export function dump(exif: ExifObject): string;
  export function insert(exif: string, jpeg: string): string;
  export function remove(jpeg: string): string;
  const piexif: { load: typeof load; dump: typeof dump; insert: typeof insert; remove: typeof remove };
  export default piexif;
}
