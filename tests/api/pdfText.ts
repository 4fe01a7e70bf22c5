import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text pdfkit draws: each TJ array's hex strings decoded and joined (kerning numbers dropped). */
export function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\]\s*TJ/g) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/gi) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

/**
 * The text a reader of the PDF finds, as poppler extracts it (pdftotext -layout: one page line per
 * line, columns kept apart by spaces), with the bidi marks it writes around runs removed.
 */
export function popplerText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'])
      .toString('utf8')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
