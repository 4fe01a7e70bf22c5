import { meetsRule, type AccessRule } from '../../domain/access';
import { canOpen, screenPath, type MenuRule, type MenuUser } from '../../domain/menu';
import type { PermissionName, RolePermission } from '../../domain/permissions';
import { PERMISSION_ACTIONS } from './permissionActions';
import type { RoleKey } from '../../domain/roles';
import { isLazyScreen, type LazyScreen } from './lazyScreen';
import type { ResourceAction, ResourceIcon, ResourceModule, ResourcePage } from './resourceModule';

/** A menu row no resource serves yet: the panel shows a "coming soon" page on its path. */
export interface PendingScreen {
  path: string;
  entries: { url: string; key: string; title: string }[];
}

/** What the panel derives from the list of resource modules. */
export interface Registry {
  modules: readonly ResourceModule[];
  /** Every menu row, each with its icon, in no particular order (menuFor sorts them). */
  menuRules: MenuRule<ResourceIcon>[];
  /** Resources with react-admin screens on the spec's paths. */
  screenResources: ResourceModule[];
  /** Custom pages of every resource. */
  pages: ResourcePage[];
  /** Menu paths that no screen or page serves. */
  pending: PendingScreen[];
  /** The API base path of a resource, relative to `/api` (`/super/roles` for `role-permissions`). */
  apiPath(resource: string): string;
  /** What `canAccess({ resource, action })` needs, or null where nothing is declared (the API still checks). */
  accessRule(resource: string, action: string): AccessRule | null;
  /**
   * The screen a panel URL opens (a menu row's, its query ignored), where its code can be fetched
   * ahead (declared with lazyScreen); null for a "coming soon" page or a screen in the panel's chunk.
   */
  screenCode(url: string): LazyScreen | null;
}

const ACTION_VERBS: Record<ResourceAction, 'View' | 'Create' | 'Update' | 'Delete'> = {
  list: 'View',
  show: 'View',
  export: 'View',
  create: 'Create',
  edit: 'Update',
  delete: 'Delete',
};

/** The paths a resource's react-admin screens take in the panel, each with its screen. */
function screensByPath(module: ResourceModule): [string, unknown][] {
  const { name, screens } = module;
  if (!screens) return [];
  const byPath: [string, unknown][] = [
    [`/${name}/list`, screens.list],
    [`/${name}/add`, screens.add],
    [`/${name}/edit/:id`, screens.edit],
    [`/${name}/detail/:id`, screens.detail],
  ];
  return byPath.filter(([, screen]) => screen !== undefined);
}

/** The paths a resource's react-admin screens take in the panel. */
const screenPaths = (module: ResourceModule): string[] => screensByPath(module).map(([path]) => path);

function catalogueRule(module: ResourceModule, action: ResourceAction): PermissionName | null {
  const resource = module.permissionResource;
  if (!resource) return null;
  const verb = ACTION_VERBS[action];
  const actions: readonly string[] = PERMISSION_ACTIONS[resource];
  return actions.includes(verb) ? (`${verb} ${resource}` as PermissionName) : null;
}

/**
 * The registry of a list of modules. Two modules of one name, or two pages of one path, are a
 * programming error and stop the panel at once rather than shadow each other silently.
 */
export function createRegistry(modules: readonly ResourceModule[]): Registry {
  const byName = new Map<string, ResourceModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`Two resource modules are named ${module.name}.`);
    byName.set(module.name, module);
  }
  const pages = modules.flatMap((m) => m.pages ?? []);
  const served = new Set<string>();
  for (const path of [...pages.map((p) => p.path), ...modules.flatMap(screenPaths)]) {
    if (served.has(path)) throw new Error(`Two screens take the panel path ${path}.`);
    served.add(path);
  }

  const menuRules: MenuRule<ResourceIcon>[] = modules.flatMap((module) =>
    (module.menu ?? []).map((row) => {
      const icon = row.icon ?? module.icon;
      if (!icon) throw new Error(`The menu row ${row.title} of ${module.name} has no icon.`);
      return { ...row, icon };
    }),
  );

  // Several menu rows may share one pending screen (/feedback): each keeps its own title.
  const pendingByPath = new Map<string, PendingScreen>();
  for (const rule of menuRules) {
    for (const entry of [rule, ...(rule.items ?? [])]) {
      const path = screenPath(entry.url);
      if (served.has(path)) continue;
      const screen = pendingByPath.get(path) ?? { path, entries: [] };
      screen.entries.push({ url: entry.url, key: entry.key, title: entry.title });
      pendingByPath.set(path, screen);
    }
  }

  const screenByPath = new Map<string, unknown>([
    ...pages.map((page): [string, unknown] => [page.path, page.component]),
    ...modules.flatMap(screensByPath),
  ]);

  return {
    modules,
    menuRules,
    screenResources: modules.filter((m) => screenPaths(m).length > 0),
    pages,
    pending: [...pendingByPath.values()],
    apiPath: (resource) => byName.get(resource)?.apiPath ?? `/${resource}`,
    screenCode: (url) => {
      const screen = screenByPath.get(screenPath(url));
      return isLazyScreen(screen) ? screen : null;
    },
    accessRule: (resource, action) => {
      const module = byName.get(resource);
      if (!module || !Object.hasOwn(ACTION_VERBS, action)) return null;
      const verb = action as ResourceAction;
      return module.access?.[verb] ?? catalogueRule(module, verb);
    },
  };
}

/**
 * Whether the signed-in user may take a react-admin action on a resource (`canAccess`): the
 * resource module's rule; where it declares none, yes (the API still checks every call).
 */
export function mayAccess(
  registry: Registry,
  user: { role: { key: RoleKey; permissions: readonly RolePermission[] } } | null,
  resource: string,
  action: string,
): boolean {
  const rule = registry.accessRule(resource, action);
  if (!rule) return true;
  return meetsRule(rule, { roleKey: user?.role.key ?? null, permissions: user?.role.permissions });
}

/**
 * Whether the user may open a custom page: its own rule where it declares one, else the menu
 * rows that lead to it (any one of them), else yes (the API still checks every call it makes).
 */
export function mayOpenPage(
  page: Pick<ResourcePage, 'path' | 'access' | 'roles'>,
  menuRules: readonly MenuRule[],
  user: MenuUser,
): boolean {
  if (page.roles && !(user.roleKey && page.roles.includes(user.roleKey))) return false;
  if (page.access) return meetsRule(page.access, user);
  return canOpen(menuRules, page.path, user);
}
