import { deflateSync } from 'node:zlib';

/**
 * A small PDF 1.4 writer for text reports: A4 pages, the standard Helvetica fonts (no font embedding), lines,
 * filled rectangles, outlines and RGBA images. Enough for the field report and a few KB of code where a PDF library
 * would not fit the Lambda bundle's budget. Text is WinAnsi: characters outside Latin-1 print as '?'.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** 0-255 per channel. */
export type Rgb = readonly [number, number, number];

const escapeText = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/≥/g, '>=')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1');

/** Helvetica's average glyph width is about half the font size: good enough to wrap and fit table cells. */
export const textWidth = (text: string, size: number) => text.length * size * 0.5;

export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const n = (value: number) => value.toFixed(2);
const colour = ([r, g, b]: Rgb) => `${n(r / 255)} ${n(g / 255)} ${n(b / 255)}`;

/** An image XObject: its colour samples and, unless every pixel is opaque, its alpha as a soft mask. */
interface PdfImage {
  name: string;
  width: number;
  height: number;
  rgb: Buffer;
  alpha: Buffer | null;
}

interface Page {
  content: string[];
  images: PdfImage[];
}

export class SimplePdf {
  private pages: Page[] = [];
  private current: Page = { content: [], images: [] };
  private imageCount = 0;

  constructor() {
    this.addPage();
  }

  addPage(): void {
    this.current = { content: [], images: [] };
    this.pages.push(this.current);
  }

  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean } = {}): void {
    const font = options.bold ? '/F2' : '/F1';
    this.current.content.push(`BT ${font} ${options.size ?? 10} Tf ${n(x)} ${n(y)} Td (${escapeText(text)}) Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.current.content.push(`${width} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** A filled rectangle: a gray level (0 black - 1 white) or an RGB colour. */
  rect(x: number, y: number, width: number, height: number, fill: number | Rgb): void {
    const paint = typeof fill === 'number' ? `${fill} g` : `${colour(fill)} rg`;
    this.current.content.push(`q ${paint} ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f Q`);
  }

  /** A closed outline through the points (page coordinates), stroked in a colour. */
  outline(points: ReadonlyArray<readonly [number, number]>, stroke: Rgb, width = 1): void {
    const [first, ...rest] = points;
    if (!first || rest.length === 0) return;
    const path = [`${n(first[0])} ${n(first[1])} m`, ...rest.map(([x, y]) => `${n(x)} ${n(y)} l`)].join(' ');
    this.current.content.push(`q ${colour(stroke)} RG ${width} w 1 j ${path} h S Q`);
  }

  /**
   * An RGBA raster (rows top to bottom, straight alpha) drawn into the box whose lower-left corner is (x, y): the
   * colours as a deflated DeviceRGB image, the alpha as its soft mask, so transparent pixels show the page below.
   */
  image(x: number, y: number, width: number, height: number, rgba: Uint8Array, pixelWidth: number, pixelHeight: number): void {
    if (!Number.isInteger(pixelWidth) || !Number.isInteger(pixelHeight) || pixelWidth <= 0 || pixelHeight <= 0) {
      throw new RangeError(`image size ${pixelWidth} x ${pixelHeight} is not a positive whole number of pixels`);
    }
    const pixels = pixelWidth * pixelHeight;
    if (rgba.length !== pixels * 4) throw new RangeError(`expected ${pixels * 4} RGBA bytes, got ${rgba.length}`);
    const rgb = Buffer.alloc(pixels * 3);
    const alpha = Buffer.alloc(pixels);
    let opaque = true;
    for (let p = 0; p < pixels; p++) {
      rgb[p * 3] = rgba[p * 4] as number;
      rgb[p * 3 + 1] = rgba[p * 4 + 1] as number;
      rgb[p * 3 + 2] = rgba[p * 4 + 2] as number;
      const a = rgba[p * 4 + 3] as number;
      alpha[p] = a;
      if (a !== 255) opaque = false;
    }
    const image: PdfImage = { name: `Im${++this.imageCount}`, width: pixelWidth, height: pixelHeight, rgb: deflateSync(rgb), alpha: opaque ? null : deflateSync(alpha) };
    this.current.images.push(image);
    this.current.content.push(`q ${n(width)} 0 0 ${n(height)} ${n(x)} ${n(y)} cm /${image.name} Do Q`);
  }

  /** The file: catalog, page tree, fonts, then each page with its content stream and images, and the cross-reference table. */
  bytes(info: { title: string }): Uint8Array {
    const objects: Array<string | Buffer> = [];
    const add = (object: string | Buffer) => objects.push(object);
    const stream = (dictionary: string, data: Buffer) =>
      Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(''); // the page tree, once the pages have their numbers
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const kids: number[] = [];
    for (const page of this.pages) {
      const xobjects: string[] = [];
      for (const image of page.images) {
        const sample = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /BitsPerComponent 8 /Filter /FlateDecode`;
        let mask = '';
        if (image.alpha) {
          add(stream(`${sample} /ColorSpace /DeviceGray`, image.alpha));
          mask = ` /SMask ${objects.length} 0 R`;
        }
        add(stream(`${sample} /ColorSpace /DeviceRGB${mask}`, image.rgb));
        xobjects.push(`/${image.name} ${objects.length} 0 R`);
      }
      add(stream('', Buffer.from(page.content.join('\n'), 'latin1')));
      const contents = objects.length;
      const resources = `/Font << /F1 3 0 R /F2 4 0 R >>${xobjects.length > 0 ? ` /XObject << ${xobjects.join(' ')} >>` : ''}`;
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << ${resources} >> /Contents ${contents} 0 R >>`);
      kids.push(objects.length);
    }
    objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    add(`<< /Title (${escapeText(info.title)}) /Producer (FieldWatch) >>`);
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0]?.length ?? 0;
    const push = (part: Buffer) => {
      parts.push(part);
      length += part.length;
    };
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(length);
      push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
      push(typeof object === 'string' ? Buffer.from(object, 'latin1') : object);
      push(Buffer.from('\nendobj\n', 'latin1'));
    });
    const xref = length;
    let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    push(Buffer.from(tail, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}
