/**
 * CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF or LF), which Excel, LibreOffice
 * and Google Sheets all save. Small enough to keep here rather than add a dependency to the shared
 * install; a byte-order mark (Excel's "CSV UTF-8") is dropped, and Excel's semicolon CSV (locales
 * with a decimal comma) is recognised by its header line.
 */

const delimiterOf = (firstLine: string): string => {
  const commas = firstLine.split(',').length;
  const semicolons = firstLine.split(';').length;
  return semicolons > commas ? ';' : ',';
};

/** The file's rows, each a list of its cells as written (no trimming, no type guessing). */
export function parseCsv(source: string): string[][] {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const delimiter = delimiterOf(text.slice(0, text.search(/\r?\n|$/)));
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Rows as CSV with a byte-order mark, so Excel opens Arabic headers as UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  '\ufeff' + rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
