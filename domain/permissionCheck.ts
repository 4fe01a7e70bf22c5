/**
 * A role's permission as the API sends it, and whether a list holds one. Apart from the catalogue
 * (./permissions.ts, which re-exports both): the catalogue is derived from the registry of the
 * API's resources, which names their English message areas too, and the panel's first download
 * checks permissions without either (issue 37 item 4).
 */
export interface RolePermission {
  name: string;
  show_on_menu: boolean;
}

export const hasPermission = (permissions: readonly RolePermission[] | undefined, name: string): boolean =>
  !!permissions?.some((p) => p.name === name);
