import PDFDocument from 'pdfkit';
import { formatKwd } from '../../domain/money';

/*
 * Shared building blocks of the documents the server prints (invoices, receipts): an A4 page
 * with a header, label/value rows, a table and a totals block, in the standard Helvetica fonts
 * (no font files to ship). Content streams are left uncompressed: a one-page document stays a few
 * kilobytes, and its text can be checked by tests and indexed by mail and document systems.
 */

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';

/** Amounts on paper as everywhere else: '1,234.500 KWD'. */
export const kwd = (amount: string | number) => formatKwd(amount);

export function createPdf(info: { title: string; author?: string }): Pdf {
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: info.title, ...(info.author ? { Author: info.author } : {}) },
  });
}

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
 * reference lines on the right.
 */
export function header(
  doc: Pdf,
  content: { issuer: string; issuerLines: string[]; title: string; titleLines: string[] },
): void {
  const top = doc.y;
  const half = contentWidth(doc) / 2;
  doc.font(BOLD).fontSize(16).fillColor(INK).text(content.issuer, MARGIN, top, { width: half });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  for (const line of content.issuerLines.filter(Boolean)) doc.text(line, { width: half });
  const leftBottom = doc.y;
  const right = MARGIN + half;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(content.title, right, top, { width: half, align: 'right' });
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of content.titleLines) doc.text(line, { width: half, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc.x = MARGIN;
  rule(doc, 16);
}

/** Label/value pairs in two columns of rows: "Tenant   Huda Al-Sabah". */
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
    const x = MARGIN + column * width;
    const y = doc.y;
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: width - labelWidth - 10 });
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

/** A simple table: bold header row on a shaded band, ruled rows. */
export function table(doc: Pdf, columns: TableColumn[], rows: string[][]): void {
  const width = contentWidth(doc);
  const padding = 6;
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      const w = column.share * width;
      doc
        .font(bold ? BOLD : FONT)
        .fontSize(10)
        .fillColor(INK)
        .text(cell, x + padding, y + padding, { width: w - padding * 2, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
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

/** Right-aligned totals ("Total   350.000 KWD"); the last row may be emphasised. */
export function totals(doc: Pdf, rows: [label: string, value: string][], emphasiseLast = true): void {
  const width = contentWidth(doc);
  const labelX = MARGIN + width * 0.5;
  rows.forEach(([label, value], i) => {
    const strong = emphasiseLast && i === rows.length - 1;
    const y = doc.y;
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: width * 0.25 });
    doc.text(value, labelX + width * 0.25, y, { width: width * 0.25, align: 'right' });
    doc.y = Math.max(doc.y, y + (strong ? 18 : 15));
  });
  doc.x = MARGIN;
}

/** Small print at the bottom of the page. */
export function footer(doc: Pdf, text: string): void {
  const y = doc.page.height - MARGIN - 20;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(text, MARGIN, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
}
