import PDFDocument from 'pdfkit';
import { directionOf, ENGLISH, type DisplayLocale } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { drawText, registerArabicFonts, type Align, type Direction } from './bidiText';

/*
 * Shared building blocks of the documents the server prints (invoices, receipts): an A4 page
 * with a header, label/value rows, a table and a totals block, in the standard Helvetica fonts
 * (no font files to ship) and, for Arabic text, the embedded Noto Naskh Arabic (bidiText.ts).
 * Content streams are left uncompressed: a one-page document stays a few kilobytes, and its text
 * can be checked by tests and indexed by mail and document systems.
 *
 * A document is written for one reader (issue 22 item 6): in Arabic the page is mirrored, the
 * issuer and the labels on the right, tables' columns from right to left, text aligned right.
 */

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';

/** Amounts on paper as everywhere else: '1,234.500 KWD' ('1,234.500 د.ك' for an Arabic reader). */
export const kwd = (amount: string | number, display: DisplayLocale = ENGLISH) => formatKwd(amount, display);

const readers = new WeakMap<Pdf, DisplayLocale>();

/** The reader a document is written for (English unless createPdf was given one). */
export const readerOf = (doc: Pdf): DisplayLocale => readers.get(doc) ?? ENGLISH;
const directionOfDoc = (doc: Pdf): Direction => directionOf(readerOf(doc).locale);

export function createPdf(info: { title: string; author?: string; display?: DisplayLocale }): Pdf {
  const display = info.display ?? ENGLISH;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    ...(display.locale === 'ar' ? { lang: 'ar' } : {}),
    info: { Title: info.title, ...(info.author ? { Author: info.author } : {}) },
  });
  registerArabicFonts(doc);
  readers.set(doc, display);
  return doc;
}

/** A side of the page as the reader sees it: 'start' is the left in English, the right in Arabic. */
const side = (doc: Pdf, align: Align): Align =>
  directionOfDoc(doc) === 'rtl' && align !== 'center' ? (align === 'left' ? 'right' : 'left') : align;

type Box = {
  x: number;
  y: number;
  width: number;
  size: number;
  color: string;
  bold?: boolean;
  align?: Align;
};

/** Text in a box, in the document's direction; `align` is given for English and mirrored in Arabic. */
function write(doc: Pdf, text: string, box: Box, lineBreak = true): void {
  drawText(doc, text, {
    x: box.x,
    y: box.y,
    width: box.width,
    size: box.size,
    color: box.color,
    weight: box.bold ? 'bold' : 'regular',
    align: side(doc, box.align ?? 'left'),
    direction: directionOfDoc(doc),
    lineBreak,
  });
}

/** The x of a box that starts `offset` from the left margin in English (from the right one in Arabic). */
const boxX = (doc: Pdf, offset: number, width: number) =>
  directionOfDoc(doc) === 'rtl' ? doc.page.width - MARGIN - offset - width : MARGIN + offset;

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;

/** A horizontal rule across the page at the current position. */
export function rule(doc: Pdf, gap = 10): void {
  const y = doc.y + gap / 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + gap / 2;
}

/**
 * The issuer on the left (name in bold, then address lines), the document's title and its
 * reference lines on the right (the other way round in Arabic).
 */
export function header(
  doc: Pdf,
  content: { issuer: string; issuerLines: string[]; title: string; titleLines: string[] },
): void {
  const top = doc.y;
  const half = contentWidth(doc) / 2;
  const start = boxX(doc, 0, half);
  write(doc, content.issuer, { x: start, y: top, width: half, size: 16, color: INK, bold: true });
  for (const line of content.issuerLines.filter(Boolean)) {
    write(doc, line, { x: start, y: doc.y, width: half, size: 9, color: MUTED });
  }
  const leftBottom = doc.y;
  const end = boxX(doc, half, half);
  write(doc, content.title, {
    x: end,
    y: top,
    width: half,
    size: 20,
    color: INK,
    bold: true,
    align: 'right',
  });
  for (const line of content.titleLines) {
    write(doc, line, { x: end, y: doc.y, width: half, size: 10, color: INK, align: 'right' });
  }
  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc.x = MARGIN;
  rule(doc, 16);
}

/** Label/value pairs in two columns of rows: "Tenant   Huda Al-Sabah" (mirrored in Arabic). */
export function keyValueRows(doc: Pdf, rows: [label: string, value: string][]): void {
  const labelWidth = 110;
  const width = contentWidth(doc) / 2;
  const startY = doc.y;
  let columnBottom = startY;
  rows.forEach(([label, value], i) => {
    const column = i < Math.ceil(rows.length / 2) ? 0 : 1;
    if (column === 1 && i === Math.ceil(rows.length / 2)) {
      columnBottom = doc.y;
      doc.y = startY;
    }
    const offset = column * width;
    const y = doc.y;
    write(doc, label, { x: boxX(doc, offset, labelWidth), y, width: labelWidth, size: 9, color: MUTED });
    const valueWidth = width - labelWidth - 10;
    write(doc, value, {
      x: boxX(doc, offset + labelWidth, valueWidth),
      y,
      width: valueWidth,
      size: 10,
      color: INK,
      bold: true,
    });
    doc.y = Math.max(doc.y, y + 16);
  });
  doc.y = Math.max(doc.y, columnBottom) + 10;
  doc.x = MARGIN;
}

export interface TableColumn {
  header: string;
  /** Share of the page width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right' | 'center';
}

/** A simple table: bold header row on a shaded band, ruled rows; columns from right to left in Arabic. */
export function table(doc: Pdf, columns: TableColumn[], rows: string[][]): void {
  const width = contentWidth(doc);
  const padding = 6;
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let offset = 0;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const w = column.share * width;
      const inner = w - padding * 2;
      write(doc, cell, {
        x: boxX(doc, offset + padding, inner),
        y: y + padding,
        width: inner,
        size: 10,
        color: INK,
        bold,
        align: column.align ?? 'left',
      });
      bottom = Math.max(bottom, doc.y);
      offset += w;
    });
    doc.y = bottom + padding;
    doc.x = MARGIN;
  };
  doc.rect(MARGIN, doc.y, width, 22).fillColor('#f0f4f8').fill();
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const cells of rows) {
    drawRow(cells, false);
    rule(doc, 0);
  }
  doc.y += 8;
}

/** A small bold heading over a table ("Refunds"), on the reader's start side. */
export function sectionTitle(doc: Pdf, text: string): void {
  write(doc, text, { x: MARGIN, y: doc.y, width: contentWidth(doc), size: 10, color: INK, bold: true });
  doc.y += 4;
  doc.x = MARGIN;
}

/** Right-aligned totals ("Total   350.000 KWD", left-aligned in Arabic); the last row may be emphasised. */
export function totals(doc: Pdf, rows: [label: string, value: string][], emphasiseLast = true): void {
  const width = contentWidth(doc);
  const quarter = width * 0.25;
  rows.forEach(([label, value], i) => {
    const strong = emphasiseLast && i === rows.length - 1;
    const y = doc.y;
    const font = { size: strong ? 12 : 10, color: INK, bold: strong };
    write(doc, label, { x: boxX(doc, width * 0.5, quarter), y, width: quarter, ...font });
    write(doc, value, { x: boxX(doc, width * 0.75, quarter), y, width: quarter, ...font, align: 'right' });
    doc.y = Math.max(doc.y, y + (strong ? 18 : 15));
  });
  doc.x = MARGIN;
}

/** Small print at the bottom of the page. */
export function footer(doc: Pdf, text: string): void {
  const y = doc.page.height - MARGIN - 20;
  write(doc, text, { x: MARGIN, y, width: contentWidth(doc), size: 8, color: MUTED, align: 'center' }, false);
}
