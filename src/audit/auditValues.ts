import dayjs from 'dayjs';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';

const MONEY = /^-?\d+\.\d{3}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** When a change was made, in the reader's time: 'DD-MM-YYYY HH:mm'. */
export const auditMoment = (iso: string) => localDigits(dayjs(iso).format('DD-MM-YYYY HH:mm'));

/**
 * One before/after value as the panel shows it: money as the screens show it ('{n} KWD', 3
 * decimals; 'د.ك' in Arabic), days as DD-MM-YYYY, moments as DD-MM-YYYY HH:mm.
 */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    if (MONEY.test(value)) return formatKwd(value);
    const day = DAY.exec(value);
    if (day) return localDigits(`${day[3]}-${day[2]}-${day[1]}`);
    if (MOMENT.test(value) && dayjs(value).isValid()) return auditMoment(value);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return localDigits(String(value));
  return JSON.stringify(value);
}

/** Bookkeeping a reader does not need on a card (ids, stamps, search keys); the CSV keeps them. */
const HIDDEN = /(^id$|Id$|_id$|^createdAt$|^created_at$|^updatedAt$|^searchText$|^createdBy$)/;

/** A field empty on both sides (no files before or after, no note) says nothing. */
const EMPTY = new Set(['—', '[]', '{}', '']);

/** The fields of a before/after pair, each with both sides (a field only one side has shows '—'). */
export function auditFields(before: unknown, after: unknown) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.test(k));
  return keys
    .map((field) => ({ field, before: auditValue(b[field]), after: auditValue(a[field]) }))
    .filter((f) => !(EMPTY.has(f.before) && EMPTY.has(f.after)));
}
