const FALLBACK = 'Something went wrong';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Building an error message must never throw: JSON.stringify throws on cycles and BigInt, and returns
// undefined for functions and undefined.
function serialise(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// One entry of a list detail, e.g. a validation error { loc, msg, type }. A bare string entry is already a
// message, so it is used as is rather than shown with JSON quotes.
function entryText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (isRecord(entry) && entry.msg !== undefined && entry.msg !== null) {
    return typeof entry.msg === 'string' ? entry.msg : serialise(entry.msg);
  }
  return serialise(entry);
}

function detailText(detail: unknown): string {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map(entryText).join('; ');
  return serialise(detail);
}

/**
 * The text to show for a failed call (spec section 8): the `detail` field first (string as is, list of `msg`s
 * joined with '; ', anything else serialised), then the body's `message`, then the fallback.
 *
 * A detail or message that comes out empty falls through to the next choice, so the user never sees a blank
 * toast. A top-level `msg` is accepted after `message` because the manual-payment calls answer with `msg`
 * (spec section 7).
 */
export function errorText(body: unknown, fallback: string = FALLBACK): string {
  if (!isRecord(body) || Array.isArray(body)) return fallback;
  if (body.detail !== undefined && body.detail !== null) {
    const text = detailText(body.detail);
    if (text.trim()) return text;
  }
  for (const field of ['message', 'msg'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}
