// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import {
  CoreAdmin,
  LinkBase,
  useCreatePath,
  useNavigate,
  useParams,
  useRedirect,
  useResourceDefinition,
  type AuthProvider,
  type DataProvider,
} from 'ra-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  specPathResource,
  specPathsRouterProvider,
  toSpecPath,
  toSpecTo,
  type SpecPathResourceDefinition,
} from '../../src/routing/specPaths';

const BASE = '/admin-panel';
const isSpec = (name: string) => name === 'role-permissions' || name === 'property';
const spec = (path: string) => toSpecPath(path, BASE, isSpec);

describe('toSpecPath: react-admin paths to the spec', () => {
  it('maps the list, create and edit paths of a spec resource', () => {
    expect(spec('/admin-panel/role-permissions')).toBe('/admin-panel/role-permissions/list');
    expect(spec('/admin-panel/role-permissions/')).toBe('/admin-panel/role-permissions/list');
    expect(spec('/admin-panel/role-permissions/create')).toBe('/admin-panel/role-permissions/add');
    expect(spec('/admin-panel/role-permissions/7')).toBe('/admin-panel/role-permissions/edit/7');
    expect(spec('/admin-panel/role-permissions/7/edit')).toBe('/admin-panel/role-permissions/edit/7');
    expect(spec('/admin-panel/property/a%2Fb')).toBe('/admin-panel/property/edit/a%2Fb');
  });

  it('keeps the query string and the hash', () => {
    expect(spec('/admin-panel/role-permissions?filter=%7B%7D&page=2')).toBe(
      '/admin-panel/role-permissions/list?filter=%7B%7D&page=2',
    );
    expect(spec('/admin-panel/role-permissions/create?source=%7B%7D')).toBe(
      '/admin-panel/role-permissions/add?source=%7B%7D',
    );
    expect(spec('/admin-panel/role-permissions/3#top')).toBe('/admin-panel/role-permissions/edit/3#top');
  });

  it('leaves spec paths as they are (rewriting twice changes nothing)', () => {
    for (const path of [
      '/admin-panel/role-permissions/list',
      '/admin-panel/role-permissions/add',
      '/admin-panel/role-permissions/edit/7',
      '/admin-panel/role-permissions/list?page=2',
    ]) {
      expect(spec(path)).toBe(path);
      expect(spec(spec(path))).toBe(path);
    }
  });

  it("maps react-admin's show page to the spec's detail/{id}", () => {
    expect(spec('/admin-panel/role-permissions/7/show')).toBe('/admin-panel/role-permissions/detail/7');
    expect(spec('/admin-panel/role-permissions/detail/7')).toBe('/admin-panel/role-permissions/detail/7');
  });

  it('leaves other resources, custom routes and relative paths alone', () => {
    for (const path of [
      '/admin-panel/dashboard',
      '/admin-panel/profile',
      '/admin-panel/profile/list',
      '/admin-panel/setting/panel-settings',
      '/admin-panel/tenant-users/pending',
      '/admin-panel/auth/login',
      '/admin-panel',
      '/role-permissions',
      'role-permissions/7',
      '/',
    ]) {
      expect(spec(path)).toBe(path);
    }
  });

  it('works with an empty basename', () => {
    expect(toSpecPath('/property/5', '', isSpec)).toBe('/property/edit/5');
    expect(toSpecPath('/property', '', isSpec)).toBe('/property/list');
    expect(toSpecPath('/dashboard', '', isSpec)).toBe('/dashboard');
  });

  it('rewrites the pathname of a location object and leaves a search-only one alone', () => {
    expect(toSpecTo({ pathname: '/admin-panel/property/create', search: '?x=1' }, BASE, isSpec)).toEqual({
      pathname: '/admin-panel/property/add',
      search: '?x=1',
    });
    const searchOnly = { search: '?page=2' };
    expect(toSpecTo(searchOnly, BASE, isSpec)).toBe(searchOnly);
  });
});

// The whole chain inside a real ra-core admin: <Resource> routes, createPath, Link, navigate, redirect.
function Where() {
  const location = useLocation();
  return h('output', { 'aria-label': 'location' }, `${location.pathname}${location.search}`);
}

function ListScreen() {
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const redirect = useRedirect();
  return h(
    'div',
    null,
    h('h1', null, 'list screen'),
    h(LinkBase, { to: createPath({ type: 'edit', resource: 'role-permissions', id: 7 }) }, 'edit 7'),
    h(LinkBase, { to: createPath({ type: 'create', resource: 'role-permissions' }) }, 'add one'),
    h(LinkBase, { to: '/admin-panel/dashboard' }, 'dashboard'),
    h(
      'button',
      { onClick: () => navigate(createPath({ type: 'create', resource: 'role-permissions' })) },
      'go add',
    ),
    h('button', { onClick: () => redirect('edit', 'role-permissions', 9) }, 'go edit 9'),
    h(DefinitionProbe),
  );
}

function EditScreen() {
  const { id } = useParams<{ id: string }>();
  const redirect = useRedirect();
  return h(
    'div',
    null,
    h('h1', null, `edit screen ${id}`),
    h('button', { onClick: () => redirect('list', 'role-permissions') }, 'back to list'),
  );
}

function AddScreen() {
  mounted.push('add');
  return h('h1', null, 'add screen');
}

const definition: SpecPathResourceDefinition = {
  name: 'role-permissions',
  label: 'Role permissions',
  screens: { list: ListScreen, add: AddScreen, edit: EditScreen },
};

const dataProvider = {} as DataProvider;
const mounted: string[] = [];
/** canAccess grants every action but the denied ones (as the app's authProvider does from the role). */
const authProviderDenying = (denied: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async ({ action }) => !denied.includes(action),
});

function DefinitionProbe() {
  const { hasList, hasCreate, hasEdit, hasShow, options } = useResourceDefinition({
    resource: 'role-permissions',
  });
  return h(
    'output',
    { 'aria-label': 'definition' },
    JSON.stringify({ hasList, hasCreate, hasEdit, hasShow, options }),
  );
}

function renderAdmin(url: string, denied: string[] = []) {
  const admin = h(CoreAdmin, {
    basename: BASE,
    routerProvider: specPathsRouterProvider,
    authProvider: authProviderDenying(denied),
    dataProvider,
    accessDenied: () => h('h1', null, 'access denied'),
    children: specPathResource(definition),
  });
  return render(
    h(
      MemoryRouter,
      { initialEntries: [url] },
      h(Routes, null, h(Route, { path: `${BASE}/*`, element: admin })),
      h(Where),
    ),
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('specPathResource + specPathsRouterProvider in an ra-core admin', () => {
  // react-admin scrolls to the top on navigation; jsdom has no layout to scroll.
  beforeAll(() => {
    window.scrollTo = (() => undefined) as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('serves list, add and edit/:id, and sends /{resource} to /{resource}/list with its query', async () => {
    renderAdmin('/admin-panel/role-permissions?page=2');
    await screen.findByRole('heading', { name: 'list screen' });
    expect(location()).toBe('/admin-panel/role-permissions/list?page=2');
    cleanup();

    renderAdmin('/admin-panel/role-permissions/add');
    await screen.findByRole('heading', { name: 'add screen' });
    cleanup();

    renderAdmin('/admin-panel/role-permissions/edit/42');
    await screen.findByRole('heading', { name: 'edit screen 42' });
  });

  it("rewrites react-admin's links, navigate and redirect to the spec's paths", async () => {
    renderAdmin('/admin-panel/role-permissions/list');
    await screen.findByRole('heading', { name: 'list screen' });
    expect(screen.getByRole('link', { name: 'edit 7' }).getAttribute('href')).toBe(
      '/admin-panel/role-permissions/edit/7',
    );
    expect(screen.getByRole('link', { name: 'add one' }).getAttribute('href')).toBe(
      '/admin-panel/role-permissions/add',
    );
    expect(screen.getByRole('link', { name: 'dashboard' }).getAttribute('href')).toBe(
      '/admin-panel/dashboard',
    );

    fireEvent.click(screen.getByRole('button', { name: 'go add' }));
    await screen.findByRole('heading', { name: 'add screen' });
    expect(location()).toBe('/admin-panel/role-permissions/add');
  });

  it('redirects to edit/{id} and back to list', async () => {
    renderAdmin('/admin-panel/role-permissions/list');
    fireEvent.click(await screen.findByRole('button', { name: 'go edit 9' }));
    await screen.findByRole('heading', { name: 'edit screen 9' });
    expect(location()).toBe('/admin-panel/role-permissions/edit/9');

    fireEvent.click(screen.getByRole('button', { name: 'back to list' }));
    await screen.findByRole('heading', { name: 'list screen' });
    expect(location()).toBe('/admin-panel/role-permissions/list');
  });

  it('registers the resource with list, create and edit but no show, flagged for spec paths', async () => {
    renderAdmin('/admin-panel/role-permissions/list');
    const probe = await screen.findByRole('status', { name: 'definition' });
    expect(JSON.parse(probe.textContent ?? '{}')).toEqual({
      hasList: true,
      hasCreate: true,
      hasEdit: true,
      hasShow: false,
      options: { label: 'Role permissions', specPaths: true },
    });
  });

  it("opens a screen only after canAccess grants the route's action", async () => {
    mounted.length = 0;
    renderAdmin('/admin-panel/role-permissions/add', ['create']);
    await screen.findByRole('heading', { name: 'access denied' });
    expect(location()).toBe('/admin-panel/access-denied');
    // Never mounted, so it never asked the API for anything (a 403 would log the user out).
    expect(mounted).toEqual([]);
    cleanup();

    renderAdmin('/admin-panel/role-permissions/list', ['create']);
    await screen.findByRole('heading', { name: 'list screen' });
  });

  it('sends an unknown path under the resource to its list', async () => {
    renderAdmin('/admin-panel/role-permissions/7/show');
    await screen.findByRole('heading', { name: 'list screen' });
    expect(location()).toBe('/admin-panel/role-permissions/list');
  });
});
