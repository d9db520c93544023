import { deflateSync } from 'node:zlib';
import { glyphsOf, measure, pdfFont, type FontName, type PdfFont } from '../pdf/font';

/**
 * A small PDF 1.4 writer for text reports: A4 pages, Noto Sans Regular and Bold embedded (Type0 fonts, Identity-H,
 * with their widths and a ToUnicode map, so every language's letters print and copy as themselves), lines, filled
 * rectangles, outlines and RGBA images. Enough for the field report and a few KB of code where a PDF library would
 * not fit the Lambda bundle's budget. A character the fonts do not hold prints as '?'.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** 0-255 per channel. */
export type Rgb = readonly [number, number, number];

/** The text's width in points at the font size, by the embedded font's advances. */
export const textWidth = (text: string, size: number, bold = false) => measure(pdfFont(bold ? 'bold' : 'regular'), text, size);

export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A string of the document's metadata: ASCII as it is, anything else as UTF-16BE with its byte order mark. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/([\\()])/g, '\\$1')})`;
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (codePoint: number) => Buffer.from(String.fromCodePoint(codePoint), 'utf16le').swap16().toString('hex').toUpperCase();

/** The glyphs a document printed in one font, each with the code point it stands for (for ToUnicode). */
interface FontUse {
  font: PdfFont;
  resource: string;
  glyphs: Map<number, number>;
}

/** The ToUnicode CMap: each glyph used back to its character, 100 to a block as the CMap syntax allows. */
function toUnicode(glyphs: Map<number, number>): string {
  const entries = [...glyphs].sort(([a], [b]) => a - b).map(([glyph, codePoint]) => `<${hex4(glyph)}> <${utf16Hex(codePoint)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The /W array: the used glyphs' advances, runs of consecutive glyph ids together. */
function widths(use: FontUse): string {
  const ids = [...use.glyphs.keys()].sort((a, b) => a - b);
  const runs: string[] = [];
  let i = 0;
  while (i < ids.length) {
    const first = ids[i] as number;
    const run: number[] = [];
    while (i < ids.length && ids[i] === first + run.length) run.push(use.font.advanceOf.get(ids[i++] as number) ?? 0);
    runs.push(`${first} [${run.join(' ')}]`);
  }
  return `[${runs.join(' ')}]`;
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
  private fonts = new Map<FontName, FontUse>();

  constructor() {
    this.addPage();
  }

  addPage(): void {
    this.current = { content: [], images: [] };
    this.pages.push(this.current);
  }

  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean } = {}): void {
    const name: FontName = options.bold ? 'bold' : 'regular';
    let use = this.fonts.get(name);
    if (!use) {
      use = { font: pdfFont(name), resource: options.bold ? 'F2' : 'F1', glyphs: new Map() };
      this.fonts.set(name, use);
    }
    let codes = '';
    for (const { glyph, codePoint } of glyphsOf(use.font, text)) {
      if (!use.glyphs.has(glyph)) use.glyphs.set(glyph, codePoint);
      codes += hex4(glyph);
    }
    this.current.content.push(`BT /${use.resource} ${options.size ?? 10} Tf ${n(x)} ${n(y)} Td <${codes}> Tj ET`);
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
    // Each font used: the whole subset file embedded (deflated), its used glyphs' widths and characters.
    const fontResources: string[] = [];
    for (const use of this.fonts.values()) {
      const { font } = use;
      const base = `FWNOTO+${font.name}`;
      add(stream(`/Length1 ${font.file.length} /Filter /FlateDecode`, deflateSync(font.file)));
      const file = objects.length;
      add(
        `<< /Type /FontDescriptor /FontName /${base} /Flags 32 /FontBBox [${font.bbox.join(' ')}] /ItalicAngle 0 ` +
          `/Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.capHeight} /StemV ${use.resource === 'F2' ? 140 : 80} /FontFile2 ${file} 0 R >>`,
      );
      const descriptor = objects.length;
      add(
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${base} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
          `/FontDescriptor ${descriptor} 0 R /W ${widths(use)} /CIDToGIDMap /Identity >>`,
      );
      const cidFont = objects.length;
      add(stream('', Buffer.from(toUnicode(use.glyphs), 'latin1')));
      const unicode = objects.length;
      add(`<< /Type /Font /Subtype /Type0 /BaseFont /${base} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${unicode} 0 R >>`);
      fontResources.push(`/${use.resource} ${objects.length} 0 R`);
    }
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
      const resources = `/Font << ${fontResources.join(' ')} >>${xobjects.length > 0 ? ` /XObject << ${xobjects.join(' ')} >>` : ''}`;
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << ${resources} >> /Contents ${contents} 0 R >>`);
      kids.push(objects.length);
    }
    objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    add(`<< /Title ${pdfString(info.title)} /Producer (FieldWatch) >>`);
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
