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
 * The server's 422 (`detail: [{ loc, msg }]`) as messages under the fields they name; a message
 * that names no field of the dialog (or another refusal) stays whole for the dialog's alert.
 */
export function serverEditErrors(
  err: unknown,
  fallback = 'The request could not be saved.',
): { fields: MaintenanceEditErrors; other: string | null } {
  const fields: MaintenanceEditErrors = {};
  const detail = isApiError(err) ? (err.body as { detail?: unknown } | null)?.detail : undefined;
  const others: string[] = [];
  if (Array.isArray(detail)) {
    for (const item of detail as { loc?: unknown[]; msg?: string }[]) {
      const field = item.loc?.[item.loc.length - 1];
      if (isField(field) && item.msg) fields[field] ??= item.msg;
      else if (item.msg) others.push(item.msg);
    }
  }
  const handled = Object.keys(fields).length > 0 && others.length === 0;
  const message = err instanceof Error && err.message ? err.message : fallback;
  return { fields, other: handled ? null : others.length ? others.join('; ') : message };
}
