import {
  createElement,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  reactRouterProvider,
  Resource,
  RestoreScrollPosition,
  useAuthProvider,
  useBasename,
  useCanAccess,
  useResourceContext,
  useResourceDefinitions,
  type RouterLinkProps,
  type RouterNavigateFunction,
  type RouterNavigateProps,
  type RouterProvider,
  type RouterTo,
} from 'ra-core';
import { accessNowOf } from '../providers/accessNow';

/**
 * The spec's resource paths (`property/list`, `property/add`, `property/edit/:id`) on top of
 * react-admin's (`property`, `property/create`, `property/:id`), as ARCHITECTURE.md describes:
 * a resource declared with `specPathResource()` gets the child routes `list`, `add`, `edit/:id` and
 * `detail/:id`,
 * and `specPathsRouterProvider` (react-admin's own `reactRouterProvider` with `useNavigate`,
 * `Link` and `Navigate` wrapped) rewrites the paths react-admin builds (`useCreatePath`,
 * `useRedirect`, Edit/Create/Delete buttons, row clicks) to the spec's.
 *
 * Only resources declared with `specPathResource()` are rewritten: they carry
 * `options.specPaths: true` in their react-admin resource definition. Custom routes
 * (`/dashboard`, `/profile/list`, `/setting/panel-settings`) are never touched.
 */

/** The flag `specPathResource()` puts in the resource definition's `options`. */
export const SPEC_PATHS_OPTION = 'specPaths';

/** Path segments that already belong to the spec's scheme, so never taken for a record id. */
const SPEC_SEGMENTS = new Set(['list', 'add', 'edit', 'detail']);

/**
 * react-admin's path to the spec's, for a path that starts with the basename:
 * `/{resource}` → `/{resource}/list`, `/{resource}/create` → `/{resource}/add`,
 * `/{resource}/{id}` and `/{resource}/{id}/edit` → `/{resource}/edit/{id}`,
 * `/{resource}/{id}/show` → `/{resource}/detail/{id}`.
 * Anything else (other resources, spec paths, relative paths) is left as is.
 * A query string or hash is kept.
 */
export function toSpecPath(
  path: string,
  basename: string,
  isSpecResource: (name: string) => boolean,
): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const base = basename.replace(/\/+$/, '');
  if (!pathname.startsWith(`${base}/`)) return path;

  const [resource = '', ...rest] = pathname.slice(base.length + 1).split('/');
  if (!resource || !isSpecResource(resource)) return path;
  const tail = rest.length > 0 && rest[rest.length - 1] === '' ? rest.slice(0, -1) : rest; // a trailing slash
  const at = (spec: string) => `${base}/${resource}/${spec}${suffix}`;

  const [first, second] = tail;
  if (first === undefined) return at('list');
  if (tail.length === 1 && first === 'create') return at('add');
  if (SPEC_SEGMENTS.has(first)) return path;
  if (tail.length === 1 || (tail.length === 2 && second === 'edit')) return at(`edit/${first}`);
  if (tail.length === 2 && second === 'show') return at(`detail/${first}`);
  return path;
}

/** `toSpecPath` for every shape a react-router `to` can take (a string or a partial location). */
export function toSpecTo(
  to: RouterTo,
  basename: string,
  isSpecResource: (name: string) => boolean,
): RouterTo {
  if (typeof to === 'string') return toSpecPath(to, basename, isSpecResource);
  if (!to.pathname) return to; // search or hash only: stays on the current page
  return { ...to, pathname: toSpecPath(to.pathname, basename, isSpecResource) };
}

/** The rewrite for the current admin: its basename and the resources declared with spec paths. */
function useSpecTo(): (to: RouterTo) => RouterTo {
  const basename = useBasename();
  const definitions = useResourceDefinitions();
  return useCallback(
    (to: RouterTo) =>
      toSpecTo(to, basename, (name) => definitions[name]?.options?.[SPEC_PATHS_OPTION] === true),
    [basename, definitions],
  );
}

/** react-admin's navigate, rewritten; stable like react-admin's own (effects list it as a dependency). */
function useSpecPathsNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  const specTo = useSpecTo();
  const specToRef = useRef(specTo);
  useEffect(() => {
    specToRef.current = specTo;
  }, [specTo]);
  return useCallback<RouterNavigateFunction>(
    (to, options) => (typeof to === 'number' ? navigate(to) : navigate(specToRef.current(to), options)),
    [navigate],
  );
}

// React 19: `ref` is an ordinary prop of a function component, so the spread hands it to the Link.
function SpecPathsLink(props: RouterLinkProps) {
  const specTo = useSpecTo();
  return createElement(reactRouterProvider.Link, { ...props, to: specTo(props.to) });
}

function SpecPathsNavigate(props: RouterNavigateProps) {
  const specTo = useSpecTo();
  return createElement(reactRouterProvider.Navigate, { ...props, to: specTo(props.to) });
}

/** Pass to `<Admin routerProvider={specPathsRouterProvider}>`. */
export const specPathsRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useNavigate: useSpecPathsNavigate,
  Link: SpecPathsLink,
  Navigate: SpecPathsNavigate,
};

/** A resource served on the spec's paths: a resource module (src/registry/resourceModule.ts) fits. */
export interface SpecPathResourceDefinition {
  name: string;
  /** Shown in titles, breadcrumbs and react-admin's default menu. */
  label: string;
  icon?: ComponentType;
  /**
   * Its screens; what each needs is the authProvider's `canAccess({ resource, action })` with
   * react-admin's action for the route ('list', 'create', 'edit', 'show').
   */
  screens?: { list?: ComponentType; add?: ComponentType; edit?: ComponentType; detail?: ComponentType };
}

/**
 * The screen only once `canAccess` has said yes for this visit; otherwise react-admin's
 * access-denied page. React-admin's List/Edit/Create check too, but they fetch their data while
 * redirecting, and the API's 403 logs the user out (spec section 4), so the check comes first.
 */
function RequireAccess({ action, children }: { action: string; children: ReactNode }) {
  const basename = useBasename();
  const resource = useResourceContext();
  // The panel's provider answers at once from the role it holds now (fresh for this visit by
  // nature): the screen is drawn in the first render, not one asynchronous check later (issue 37
  // item 3). Any other provider is asked, and its answer awaited for this visit.
  const accessNow = accessNowOf(useAuthProvider());
  const now = resource ? accessNow?.canAccessNow({ resource, action }) : undefined;
  const { canAccess, error, isPending, isFetchedAfterMount } = useCanAccess({
    action,
    enabled: now === undefined,
  });
  if (now === true) return children;
  if (now === undefined && (isPending || !isFetchedAfterMount)) return null;
  if (now === undefined && canAccess === true && !error) return children;
  const to = `${basename}/${error && now === undefined ? 'authentication-error' : 'access-denied'}`;
  return createElement(reactRouterProvider.Navigate, { to, replace: true });
}

/** `/{resource}` and any unknown path under it go to `/{resource}/list`, keeping the query string. */
function ToSpecList() {
  const basename = useBasename();
  const resource = useResourceContext();
  const { search } = reactRouterProvider.useLocation();
  return createElement(reactRouterProvider.Navigate, {
    to: { pathname: `${basename}/${resource}/list`, search },
    replace: true,
  });
}

function routeElement(
  path: string,
  action: string,
  component: ComponentType,
  wrap?: (screen: ReactElement) => ReactElement,
) {
  const screen = createElement(component);
  const children = wrap ? wrap(screen) : screen;
  return createElement(reactRouterProvider.Route, {
    key: path,
    path,
    element: createElement(RequireAccess, { action, children }),
  });
}

/**
 * The `<Resource>` element for a spec-path resource, to put among `<Admin>`'s children:
 * `{specPathResource(rolePermissions)}`. It has no `create`/`edit` props (their `create/*` and
 * `:id/*` routes would swallow `add` and `edit/:id`); `hasCreate`/`hasEdit`/`hasShow` still tell react-admin's
 * buttons and row clicks that the screens exist. The `list` prop only redirects to `list`, so that
 * `hasList` holds and `/{resource}` itself leads somewhere.
 */
export function specPathResource(definition: SpecPathResourceDefinition): ReactElement {
  const { name, label, icon, screens = {} } = definition;
  const { list, add, edit, detail } = screens;
  const routes = [
    list
      ? routeElement('list', 'list', list, (screen) =>
          createElement(RestoreScrollPosition, { storeKey: `${name}.list.scrollPosition`, children: screen }),
        )
      : null,
    add ? routeElement('add', 'create', add) : null,
    edit ? routeElement('edit/:id', 'edit', edit) : null,
    detail ? routeElement('detail/:id', 'show', detail) : null,
  ];
  return createElement(
    Resource,
    {
      key: name,
      name,
      list: ToSpecList,
      hasCreate: !!add,
      hasEdit: !!edit,
      hasShow: !!detail,
      icon,
      options: { label, [SPEC_PATHS_OPTION]: true },
    },
    ...routes,
  );
}
