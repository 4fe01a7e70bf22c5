import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicMessage } from '../../domain/i18n/arabicMessages';
import { ARABIC_SERVER_MESSAGES } from '../../domain/i18n/arabicServerMessages';

/*
 * Issue 22: every message the server can say to a person has an Arabic counterpart. The
 * messages are read off the code: HttpError and domain error texts, zod `error:` / `message:`
 * texts and the arguments of .min()/.max()/.regex()…, and the values of the *_MESSAGES
 * catalogues in domain/.
 * A message added in English only fails here, naming it.
 */
const MESSAGE_PATTERNS = [
  /new HttpError\(\s*\d+,\s*'((?:[^'\\]|\\.)*)'/g,
  /new (?:InvalidInput|NotFound|Forbidden|Conflict|SubscriptionLapsed|RateLimited|PaymentGateway\w+)Error\(\s*'((?:[^'\\]|\\.)*)'/g,
  /\berror:\s*'((?:[^'\\]|\\.)*)'/g,
  /\bmessage:\s*'((?:[^'\\]|\\.)*)'/g,
  /\.(?:min|max|regex|refine|length|email|url|int|positive|nonnegative)\([^)]*?'((?:[^'\\]|\\.)*)'/g,
];
const CATALOGUE_VALUE = /^\s+\w+:\s*'((?:[^'\\]|\\.)*)',?$/gm;

function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const tsFiles = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`);
  const files = [...tsFiles('server'), ...tsFiles('domain')].filter(
    // Not for people using the product: seeds, and the operator's start-up configuration errors.
    (file) => !file.startsWith('domain/i18n/') && !file.includes('/seed') && !/[cC]onfig\.ts$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const take = (text: string | undefined) => {
      // A message is a sentence for people: letters and a space; not a code, a path or a number.
      if (text && /[A-Za-z]/.test(text) && /\s/.test(text)) found.set(text.replace(/\\'/g, "'"), file);
    };
    for (const pattern of MESSAGE_PATTERNS) for (const m of source.matchAll(pattern)) take(m[1]);
    if (/MESSAGES\s*=\s*\{/.test(source)) for (const m of source.matchAll(CATALOGUE_VALUE)) take(m[1]);
  }
  return found;
}

describe('the server’s messages in Arabic', () => {
  it('has an Arabic counterpart for every message in the code', () => {
    const missing = [...messagesInCode()]
      .filter(([english]) => arabicMessage(english) === english)
      .map(([english, file]) => `${file}: ${english}`);
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of a message in its Arabic counterpart', () => {
    for (const [english, arabic] of Object.entries(ARABIC_SERVER_MESSAGES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(arabic), english).toEqual(names(english));
      expect(/[\u0600-\u06FF]/.test(arabic), english).toBe(true);
    }
  });

  it('carries names and numbers over in messages built from them', () => {
    expect(arabicMessage('Please enter a valid first name.; Please select your gender.')).toBe(
      'يرجى إدخال اسم أول صحيح.؛ يرجى اختيار الجنس.',
    );
  });
});
