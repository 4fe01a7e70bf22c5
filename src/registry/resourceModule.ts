import type { ComponentType, ReactElement } from 'react';
import type { AccessRule } from '../../domain/access';
import type { MenuRule } from '../../domain/menu';
import type { PermissionResource } from '../../domain/permissions';
import type { RoleKey } from '../../domain/roles';

/** A menu icon: an MUI icon, or any component that takes its size. */
export type ResourceIcon = ComponentType<{ fontSize?: 'small' | 'medium' | 'large' | 'inherit' }>;

/** A menu row of a resource; its icon is the resource's unless it names its own. */
export type ResourceMenuRow = Omit<MenuRule<ResourceIcon>, 'icon'> & { icon?: ResourceIcon };

/** react-admin's actions on a resource, as `canAccess({ resource, action })` asks about them. */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/**
 * A screen of a react-admin resource on the spec's paths: `{name}/list`, `{name}/add`,
 * `{name}/edit/{id}` and `{name}/detail/{id}` (src/routing/specPaths.ts).
 */
export interface ResourceScreens {
  list?: ComponentType;
  add?: ComponentType;
  edit?: ComponentType;
  detail?: ComponentType;
}

/** A page of its own under the panel (a report, a redirect, a form that is not a record's). */
export interface ResourcePage {
  /** Path inside the panel (`/tenant-users/pending`); react-admin's basename is implied. */
  path: string;
  /** The screen; an element for a redirect (`<Navigate …>`). */
  component: ComponentType | ReactElement;
  /**
   * Who may open it. Without it, the menu rows whose URL is this path decide (or, for a page no
   * row names, anyone signed in: the API still checks every call).
   */
  access?: AccessRule;
  roles?: RoleKey[];
}

/**
 * Everything the panel needs to know about one resource, declared once in
 * `resources/<name>/index.ts` and listed in `resources/index.ts`. The panel's routes, menu, icons,
 * `canAccess`, API paths and "coming soon" pages are derived from the list (src/registry/registry.ts).
 */
export interface ResourceModule {
  /** react-admin's resource name and the first segment of its panel paths (`tenant-users`). */
  name: string;
  /** Shown in titles and breadcrumbs. */
  label: string;
  /** Where the API serves it, relative to the HTTP client's `/api` base; default `/{name}`. */
  apiPath?: string;
  /**
   * The catalogue resource (domain/permissions.ts) whose View/Create/Update/Delete govern the
   * react-admin actions: list, show and export need View, create Create, edit Update, delete Delete.
   */
  permissionResource?: PermissionResource;
  /** Where an action needs something else than the catalogue resource gives (a tenant's side). */
  access?: Partial<Record<ResourceAction, AccessRule>>;
  icon?: ResourceIcon;
  /** Its rows in the side menu; each knows its place in spec section 6's table (icon: the resource's). */
  menu?: ResourceMenuRow[];
  /** react-admin screens on the spec's paths; a resource without them is pages only. */
  screens?: ResourceScreens;
  /** Pages of its own (custom routes). */
  pages?: ResourcePage[];
}
