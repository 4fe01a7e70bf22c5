import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicMessage } from '../../domain/messages/arabic';

/*
 * Issue 22, then issue 32 item 3: every message the server can say to a person has an id in
 * domain/messages/, and so an Arabic counterpart. The messages are read off the code: HttpError
 * and domain error texts, zod `error:` / `message:` texts and the arguments of
 * .min()/.max()/.regex()…, and the values of the *_MESSAGES catalogues in domain/ and server/
 * (plain or built with a template literal). The code names messages by id (`text('invoices.notFound')`),
 * so any sentence found written out here is a message without an id: it fails, naming it.
 */
const MESSAGE_PATTERNS = [
  /new HttpError\(\s*\d+,\s*'((?:[^'\\]|\\.)*)'/g,
  /new (?:InvalidInput|NotFound|Forbidden|Conflict|SubscriptionLapsed|RateLimited|PaymentGateway\w+)Error\(\s*'((?:[^'\\]|\\.)*)'/g,
  /\berror:\s*'((?:[^'\\]|\\.)*)'/g,
  /\bmessage:\s*'((?:[^'\\]|\\.)*)'/g,
  /\.(?:min|max|regex|refine|length|email|url|int|positive|nonnegative)\([^)]*?'((?:[^'\\]|\\.)*)'/g,
  // The same places holding a template literal.
  /new HttpError\(\s*\d+,\s*`((?:[^`\\]|\\.)*)`/g,
  /\b(?:error|message):\s*`((?:[^`\\]|\\.)*)`/g,
];
// A *_MESSAGES entry: a text, or a function returning a text, on its line or the next.
const CATALOGUE_VALUE = /^\s+\w+:\s*(?:\([^)]*\)\s*=>\s*)?['`]((?:[^'`\\]|\\.)*)['`],?$/gm;
const CATALOGUE_BLOCK = /^(?:export )?const \w+_MESSAGES\b[^=]*=\s*\{[\s\S]*?^\}/gm;

function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const tsFiles = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`);
  const files = [...tsFiles('server'), ...tsFiles('domain')].filter(
    // Not for people using the product: seeds, and the operator's start-up configuration errors.
    (file) => !file.startsWith('domain/messages/') && !file.includes('/seed') && !/[cC]onfig\.ts$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const take = (text: string | undefined) => {
      // A message is a sentence for people: letters and a space; not a code, a path or a number.
      if (text && /[A-Za-z]/.test(text) && /\s/.test(text)) found.set(text.replace(/\\'/g, "'"), file);
    };
    for (const pattern of MESSAGE_PATTERNS) for (const m of source.matchAll(pattern)) take(m[1]);
    for (const block of source.matchAll(CATALOGUE_BLOCK))
      for (const m of block[0].matchAll(CATALOGUE_VALUE)) take(m[1]);
  }
  return found;
}

describe('the server’s messages in Arabic', () => {
  it('finds no message written out in the code: each is named by its id', () => {
    const written = [...messagesInCode()].map(([english, file]) => `${file}: ${english}`);
    expect(written).toEqual([]);
  });

  it('reads a message off the code when one is written out (the check above can fail)', () => {
    expect(MESSAGE_PATTERNS[0]!.exec("throw new HttpError(404, 'Invoice not found.')")?.[1]).toBe(
      'Invoice not found.',
    );
  });

  it('carries names and numbers over in messages built from them', () => {
    expect(arabicMessage('Please enter a valid first name.; Please select your gender.')).toBe(
      'يرجى إدخال اسم أول صحيح.؛ يرجى اختيار الجنس.',
    );
  });
});
