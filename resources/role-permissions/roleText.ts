import type { TranslateFunction } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { ROLE_DISPLAY_NAMES, type RoleKey } from '../../domain/roles';

/*
 * The role screens' words in the reader's language (issue 22). Permission names ('View Property')
 * are data: stored and sent as they are, shown through the catalogue's actions and resources.
 */

/** 'Maintenance Request' → 'maintenance_request', the key of an action or resource. */
export const slugOf = (text: string) => text.toLowerCase().replace(/\s+/g, '_');

/** An action ('View') or a resource ('Tenant Contract') of the permission catalogue, translated. */
export const actionLabel = (translate: TranslateFunction, action: string) =>
  translate(`rolePermissions.actions.${slugOf(action)}`, { _: action });
export const resourceLabel = (translate: TranslateFunction, resource: string) =>
  translate(`rolePermissions.resources.${slugOf(resource)}`, { _: resource });

/** 'View Property' in the reader's language. */
export const permissionLabel = (translate: TranslateFunction, action: string, resource: string) =>
  translate('rolePermissions.matrix.permission', {
    action: actionLabel(translate, action),
    resource: resourceLabel(translate, resource),
  });

/** A seeded role under its given name shows that name translated; a renamed or new role its own name. */
export function roleName(translate: TranslateFunction, role: { key: string | null; name: string }) {
  const key = role.key as RoleKey | null;
  if (key && ROLE_DISPLAY_NAMES[key] === role.name) {
    return translate(`rolePermissions.role_names.${key}`, { _: role.name });
  }
  return role.name;
}

/** Why a role cannot be deleted, as a catalogue key and its values (see RoleDeleteButton's deleteRefusal). */
export function refusalText(translate: TranslateFunction, role: { key: string | null; userCount: number }) {
  if (role.key) return translate('roles.builtIn');
  if (role.userCount > 0) {
    return translate('rolePermissions.messages.in_use', {
      smart_count: role.userCount,
      count: localDigits(String(role.userCount)),
    });
  }
  return null;
}
