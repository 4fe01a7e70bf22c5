import type { MaintenanceCategory, MaintenancePriority } from '../../domain/maintenanceSchemas';
import { maintenanceUpdateSchema } from '../../domain/maintenanceSchemas';
import { isApiError } from '../../src/api/ApiError';

/**
 * What the landlord's side edits of a reported request (title, description, category, priority),
 * checked with the very schema the update route declares, so the dialog and the server's 422 say
 * the same words.
 */
export const maintenanceEditSchema = maintenanceUpdateSchema.pick({
  title: true,
  description: true,
  category: true,
  priority: true,
});

export type MaintenanceEditValues = {
  title: string;
  description: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
};
export type MaintenanceEditField = keyof MaintenanceEditValues;
export type MaintenanceEditErrors = Partial<Record<MaintenanceEditField, string>>;

const FIELDS: readonly MaintenanceEditField[] = ['title', 'description', 'category', 'priority'];
const isField = (key: unknown): key is MaintenanceEditField =>
  typeof key === 'string' && (FIELDS as readonly string[]).includes(key);

/** The work form's fields (MaintenanceWork.tsx), as the update route names them. */
export const WORK_FIELDS = ['assignee_id', 'vendor_name', 'vendor_phone', 'deadline_at', 'cost'] as const;
export type MaintenanceWorkField = (typeof WORK_FIELDS)[number];
export type MaintenanceWorkErrors = Partial<Record<MaintenanceWorkField, string>>;

const maintenanceWorkSchema = maintenanceUpdateSchema.pick({
  assignee_id: true,
  vendor_name: true,
  vendor_phone: true,
  deadline_at: true,
  cost: true,
});

/** The work form's values checked with the update route's own schema: the first message per field. */
export function workErrors(values: Record<MaintenanceWorkField, unknown>): MaintenanceWorkErrors {
  const parsed = maintenanceWorkSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: MaintenanceWorkErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (WORK_FIELDS as readonly string[]).includes(field))
      errors[field as MaintenanceWorkField] ??= issue.message;
  }
  return errors;
}

/** The first message per field the schema gives, or none when the values may be sent. */
export function editErrors(values: MaintenanceEditValues): MaintenanceEditErrors {
  const parsed = maintenanceEditSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: MaintenanceEditErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's 422 (`detail: [{ loc, msg }]`, server/http/errors.ts) as messages under the fields of
 * `names` they name; a message that names no such field (or another refusal) stays whole for the
 * form's alert.
 */
export function serverFieldErrors<F extends string>(
  err: unknown,
  names: readonly F[],
  fallback: string,
): { fields: Partial<Record<F, string>>; other: string | null } {
  const fields: Partial<Record<F, string>> = {};
  const named = (key: unknown): key is F =>
    typeof key === 'string' && (names as readonly string[]).includes(key);
  const detail = isApiError(err) ? (err.body as { detail?: unknown } | null)?.detail : undefined;
  const others: string[] = [];
  if (Array.isArray(detail)) {
    for (const item of detail as { loc?: unknown[]; msg?: string }[]) {
      const field = item.loc?.[item.loc.length - 1];
      if (named(field) && item.msg) fields[field] ??= item.msg;
      else if (item.msg) others.push(item.msg);
    }
  }
  const handled = Object.keys(fields).length > 0 && others.length === 0;
  const message = err instanceof Error && err.message ? err.message : fallback;
  return { fields, other: handled ? null : others.length ? others.join('; ') : message };
}

/** A 422 whose detail lists the fields it refuses: the form shows each beside its field. */
export function refusesFields(err: unknown): boolean {
  if (!isApiError(err) || err.status !== 422) return false;
  const detail = (err.body as { detail?: unknown } | null)?.detail;
  return Array.isArray(detail) && detail.length > 0;
}

/** The edit dialog's fields' messages, from the server's 422. */
export function serverEditErrors(
  err: unknown,
  fallback = 'The request could not be saved.',
): { fields: MaintenanceEditErrors; other: string | null } {
  return serverFieldErrors(err, FIELDS, fallback);
}
