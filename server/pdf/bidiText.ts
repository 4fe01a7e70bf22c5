import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

/*
 * Text in either direction on a pdfkit page (issue 22 item 6). pdfkit draws a string as given and
 * does not run the Unicode bidi algorithm, and its standard Helvetica has no Arabic letters. So
 * each line is split (bidi-js) into runs by embedding level and by font: Arabic letters in the
 * embedded Noto Naskh Arabic (whose shaping, through fontkit, gives the joining forms), everything
 * else in Helvetica. The runs are then drawn one after the other in visual order (rule L2).
 *
 * Inside a right-to-left run the characters must come out reversed: fontkit already reverses a run
 * it lays out as Arabic script (after shaping, so the joining is right), so such a run is passed in
 * logical order; any other right-to-left run (spaces and punctuation between Arabic words, the '.'
 * of 'د.ك', Helvetica runs) is reversed here, with mirrored brackets. A left-to-right run that
 * fontkit would take for Arabic (Arabic-Indic digits) is reversed beforehand, so that fontkit's
 * reversal puts it back. The text extracted from the PDF (pdftotext, copy and paste) still reads
 * in logical order: viewers re-run the bidi algorithm on the extracted characters, and shaped
 * glyphs map back to their base letters through the font's ToUnicode map.
 *
 * A left-to-right document whose text has no right-to-left character is drawn exactly as before,
 * through pdfkit's own text(): English PDFs do not change.
 */

const require = createRequire(import.meta.url);

export type Pdf = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';
export type Align = 'left' | 'right' | 'center';
export type Direction = 'ltr' | 'rtl';

const LATIN: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const ARABIC: Record<Weight, string> = { regular: 'NotoNaskhArabic', bold: 'NotoNaskhArabic-Bold' };
const ARABIC_FILES: Record<Weight, string> = {
  regular: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  bold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
};

/** Makes the Arabic faces known to a document; pdfkit embeds (a subset of) a face only once it is used. */
export function registerArabicFonts(doc: Pdf): void {
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(ARABIC[weight], require.resolve(ARABIC_FILES[weight]));
  }
}

const bidi = bidiFactory();

/** Arabic script (letters, Arabic-Indic digits and separators, presentation forms). */
const ARABIC_CHAR = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Any character written right to left (Hebrew and Arabic blocks). */
const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

export const hasRtl = (text: string) => RTL_CHAR.test(text);

/*
 * Letters and digits joined by '-', '/' or ':' (a date '26-11-2026', a time, 'INV-2026-000002'):
 * after Arabic letters the bidi algorithm takes such numbers for Arabic ones, and a date would
 * read '2026-11-26'. Each such word is isolated left to right (LRI … PDI), as a careful writer
 * of Arabic text would; the isolate marks only steer the levels and are not drawn.
 */
const DIGIT_GROUPS = /[A-Za-z0-9\u0660-\u0669]+(?:[-/:][A-Za-z0-9\u0660-\u0669]+)+/g;
const LRI = '\u2066';
const PDI = '\u2069';

/*
 * In a right-to-left line, a stretch of Latin text (issue 31 item 5: a business name 'Al-Sabah
 * Properties', a tenant's 'Mohammed Al-Enezi', 'INV-2026-000002') is isolated whole, from its first
 * to its last Latin letter or digit: isolating only its hyphenated word made that word a neutral
 * between the paragraph's right-to-left edge and the Latin word beside it, and the two words were
 * drawn in reverse order ('Properties Al-Sabah'). Brackets at its ends go with it only when paired
 * inside it. Arabic-Indic dates and references are isolated as before.
 */
const LATIN_RUN =
  /[([]?[A-Za-z0-9](?:[^\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\n\u2066-\u2069]*[A-Za-z0-9)\]])?/g;
const RTL_ISOLATES = new RegExp(`${LATIN_RUN.source}|${DIGIT_GROUPS.source}`, 'g');
const count = (text: string, chars: RegExp) => text.match(chars)?.length ?? 0;

/** A Latin stretch isolated left to right, an unpaired bracket at either end left outside. */
function isolateLatin(run: string): string {
  let head = '';
  let tail = '';
  let body = run;
  if (/^[([]/.test(body) && count(body, /[([]/g) > count(body, /[)\]]/g))
    [head, body] = [body[0]!, body.slice(1)];
  if (/[)\]]$/.test(body) && count(body, /[)\]]/g) > count(body, /[([]/g))
    [body, tail] = [body.slice(0, -1), body.slice(-1)];
  return `${head}${LRI}${body}${PDI}${tail}`;
}

/** The line with its left-to-right words isolated: Latin stretches in a right-to-left line, digit groups in any. */
const withIsolates = (line: string, direction: Direction) =>
  direction === 'rtl'
    ? line.replace(RTL_ISOLATES, isolateLatin)
    : line.replace(DIGIT_GROUPS, `${LRI}$&${PDI}`);

interface Run {
  text: string;
  level: number;
  arabicFont: boolean;
}

/**
 * One line's runs in logical order: a new run where the embedding level or the font changes. A
 * space keeps the font of the text before it (the Arabic face has a space; it has no Latin
 * punctuation or digits, which go to Helvetica).
 */
function logicalRuns(line: string, direction: Direction): Run[] {
  const isolated = withIsolates(line, direction);
  const { levels } = bidi.getEmbeddingLevels(isolated, direction);
  const chars = Array.from(isolated);
  const runs: Run[] = [];
  let offset = 0; // levels are per UTF-16 code unit
  let previousArabic = direction === 'rtl';
  for (const char of chars) {
    const level = levels[offset]!;
    offset += char.length;
    if (char === LRI || char === PDI) continue;
    const arabicFont = char === ' ' ? previousArabic : ARABIC_CHAR.test(char);
    previousArabic = arabicFont;
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.arabicFont === arabicFont) last.text += char;
    else runs.push({ text: char, level, arabicFont });
  }
  return runs;
}

/** A line's runs in the order they are drawn, from left to right (exported for tests). */
export const visualRuns = (line: string, direction: Direction): Run[] =>
  visualOrder(logicalRuns(line, direction));

/** Rule L2: from the highest level down to the lowest odd one, reverse each stretch at that level or above. */
function visualOrder(runs: Run[]): Run[] {
  const order = [...runs];
  if (order.length === 0) return order;
  const highest = Math.max(...order.map((r) => r.level));
  const lowestOdd = Math.min(...order.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if (order[i]!.level >= level) {
        let j = i;
        while (j < order.length && order[j]!.level >= level) j++;
        order.splice(i, j - i, ...order.slice(i, j).reverse());
        i = j;
      } else i++;
    }
  }
  return order;
}

const reversedMirrored = (text: string) =>
  Array.from(text)
    .reverse()
    .map((c) => bidi.getMirroredCharacter(c) ?? c)
    .join('');

/** Whether fontkit lays this text out right to left (its script detection: the first non-common script). */
function fontkitReverses(doc: Pdf, text: string): boolean {
  const font = (doc as unknown as { _font?: { font?: { layout?: (t: string) => { direction: string } } } })
    ._font?.font;
  return font?.layout ? font.layout(text).direction === 'rtl' : false;
}

/**
 * pdfkit lays an embedded font's text out word by word (split at spaces), so fontkit would reverse
 * each Arabic word on its own and leave the words left to right. Any `features` value (even none)
 * makes it lay the whole run out at once.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

interface Piece {
  text: string;
  arabic: boolean;
  font: string;
  width: number;
}

/** The pieces of one line, in visual order, each with the string to give pdfkit and its width. */
function visualPieces(doc: Pdf, line: string, direction: Direction, weight: Weight, size: number): Piece[] {
  return visualRuns(line, direction).map((run) => {
    const font = run.arabicFont ? ARABIC[weight] : LATIN[weight];
    doc.font(font).fontSize(size);
    const wantReversed = run.level % 2 === 1;
    const reversedByFontkit = run.arabicFont && fontkitReverses(doc, run.text);
    const text = wantReversed === reversedByFontkit ? run.text : reversedMirrored(run.text);
    return { text, arabic: run.arabicFont, font, width: doc.widthOfString(text, WHOLE_RUN) };
  });
}

/** The width of a line as drawn (the sum of its runs' widths; the order does not change it). */
function lineWidth(doc: Pdf, line: string, direction: Direction, weight: Weight, size: number): number {
  return logicalRuns(line, direction).reduce((sum, run) => {
    doc.font(run.arabicFont ? ARABIC[weight] : LATIN[weight]).fontSize(size);
    return sum + doc.widthOfString(run.text, WHOLE_RUN);
  }, 0);
}

/** Breaks a paragraph into lines that fit `width`, at spaces, in logical order. */
function wrap(doc: Pdf, text: string, width: number, direction: Direction, weight: Weight, size: number) {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && lineWidth(doc, candidate, direction, weight, size) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
  }
  return lines;
}

export interface TextOptions {
  x: number;
  y: number;
  width: number;
  /** Where the line sits in its box; in a right-to-left document pass the already mirrored side. */
  align?: Align;
  weight?: Weight;
  size: number;
  color: string;
  /** The paragraph direction: the document's. */
  direction: Direction;
  /** false: one line, never wrapped (a footer). */
  lineBreak?: boolean;
}

/**
 * Draws a text in a box at (x, y) and leaves doc.y under it, as doc.text(text, x, y, { width,
 * align }) does. Left-to-right text without any right-to-left character goes through pdfkit as
 * before; anything else line by line, run by run.
 */
export function drawText(doc: Pdf, text: string, options: TextOptions): void {
  const { x, y, width, size, color, direction } = options;
  const weight = options.weight ?? 'regular';
  const align = options.align ?? (direction === 'rtl' ? 'right' : 'left');
  doc.fillColor(color);
  if (direction === 'ltr' && !hasRtl(text)) {
    doc
      .font(LATIN[weight])
      .fontSize(size)
      .text(text, x, y, { width, align, ...(options.lineBreak === false ? { lineBreak: false } : {}) });
    return;
  }
  const lines =
    options.lineBreak === false
      ? [text.replace(/\n/g, ' ')]
      : wrap(doc, text, width, direction, weight, size);
  doc.font(LATIN[weight]).fontSize(size);
  const lineHeight = doc.currentLineHeight(true);
  let top = y;
  for (const line of lines) {
    const pieces = visualPieces(doc, line, direction, weight, size);
    const total = pieces.reduce((sum, p) => sum + p.width, 0);
    let cursor = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
    for (const piece of pieces) {
      // Each face sits on the same baseline: pdfkit places text by its top, so shift by the ascent difference.
      doc.font(LATIN[weight]).fontSize(size);
      const latinAscent = ascentOf(doc);
      doc.font(piece.font).fontSize(size);
      const shift = latinAscent - ascentOf(doc);
      if (piece.arabic) glyphPerLetter(doc);
      doc.text(piece.text, cursor, top + shift, { lineBreak: false, ...WHOLE_RUN });
      cursor += piece.width;
    }
    top += lineHeight;
  }
  doc.x = x;
  doc.y = top;
}

/** The current font's ascent at the current size, in points. */
function ascentOf(doc: Pdf): number {
  const font = (doc as unknown as { _font: { ascender: number } })._font;
  return (font.ascender / 1000) * (doc as unknown as { _fontSize: number })._fontSize;
}

interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: GlyphLike[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  font: { getGlyph(id: number, codePoints?: number[]): GlyphLike | null };
}
type GlyphLike = { id: number; codePoints: number[]; advanceWidth: number };
const PATCHED = Symbol('glyphPerLetter');

/**
 * Noto Naskh draws several letters from one dotless skeleton glyph plus dot marks (the medial
 * ب ت ن ي are one glyph, ر and ز another), but a PDF font's ToUnicode map gives each glyph one
 * text: with pdfkit's encoder the first letter drawn would claim the glyph, and every later
 * 'ن' in 'العنزي' would come out of a text extraction (pdftotext, copy and paste, search) as
 * the 'ت' of 'المستأجر'. So the current (Arabic) font gets an encoder that gives each pair of
 * glyph and letters its own glyph in the embedded subset (a copy of the same outline), with its
 * own ToUnicode entry. The drawing does not change. (fontkit keeps one glyph object per glyph id,
 * with the letters of its first use, so its getGlyph is wrapped to answer with this use's letters.)
 */
function glyphPerLetter(doc: Pdf): void {
  const font = (doc as unknown as { _font: EmbeddedFont & { [PATCHED]?: true } })._font;
  if (font[PATCHED]) return;
  font[PATCHED] = true;
  const fontkitFont = font.font;
  const getGlyph = fontkitFont.getGlyph.bind(fontkitFont);
  fontkitFont.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (!glyph || glyph.codePoints.join() === codePoints.join()) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as GlyphLike;
  };
  const assigned = new Map<string, number>();
  const claimed = new Set<number>();
  font.encode = function encode(this: EmbeddedFont, text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let gid = assigned.get(key);
      if (gid === undefined) {
        if (claimed.has(glyph.id)) {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        } else {
          gid = this.subset.includeGlyph(glyph.id);
          claimed.add(glyph.id);
        }
        assigned.set(key, gid);
        this.widths[gid] = glyph.advanceWidth * this.scale;
        this.unicode[gid] = glyph.codePoints;
      }
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}
