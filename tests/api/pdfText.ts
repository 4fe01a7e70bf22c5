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
