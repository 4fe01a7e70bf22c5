const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in yyyy-mm-dd (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
