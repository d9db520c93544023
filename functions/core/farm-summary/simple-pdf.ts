/**
 * A small PDF 1.4 writer for text reports: A4 pages, the standard Helvetica fonts (no font embedding), lines and
 * filled rectangles. Enough for the field report and a few KB of code where a PDF library would not fit the
 * Lambda bundle's budget. Text is WinAnsi: characters outside Latin-1 print as '?'.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;

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

export class SimplePdf {
  private pages: string[][] = [];
  private current: string[] = [];

  constructor() {
    this.addPage();
  }

  addPage(): void {
    this.current = [];
    this.pages.push(this.current);
  }

  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean } = {}): void {
    const font = options.bold ? '/F2' : '/F1';
    this.current.push(`BT ${font} ${options.size ?? 10} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td (${escapeText(text)}) Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.current.push(`${width} w ${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l S`);
  }

  rect(x: number, y: number, width: number, height: number, gray: number): void {
    this.current.push(`${gray} g ${x.toFixed(2)} ${y.toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)} re f 0 g`);
  }

  /** The file: catalog, page tree, fonts, then each page and its content stream, with the cross-reference table. */
  bytes(info: { title: string }): Uint8Array {
    const objects: string[] = [];
    const pageCount = this.pages.length;
    const firstPage = 5;
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    const kids = this.pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    for (const [i, page] of this.pages.entries()) {
      const content = page.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
      );
      objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    }
    objects.push(`<< /Title (${escapeText(info.title)}) /Producer (FieldWatch) >>`);
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return new Uint8Array(Buffer.from(out, 'latin1'));
  }
}
