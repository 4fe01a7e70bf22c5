import { createElement, isValidElement, type ReactElement } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotBuiltYet } from '../pages/NotBuiltYet';
import { ScreenGuard } from '../routing/ScreenGuard';
import { specPathResource } from '../routing/specPaths';
import type { Registry } from './registry';

/**
 * `<Admin>`'s children from a registry: a `<Resource>` on the spec's paths for each resource
 * with screens, and one custom route for each page and each menu row that nothing serves yet.
 */
export function adminChildren(registry: Registry): ReactElement[] {
  const { menuRules } = registry;
  const pages = registry.pages.map((page) => (
    <Route
      key={page.path}
      path={page.path}
      element={
        <ScreenGuard page={page} menuRules={menuRules}>
          {isValidElement(page.component) ? page.component : createElement(page.component)}
        </ScreenGuard>
      }
    />
  ));
  const pending = registry.pending.map(({ path, entries }) => (
    <Route
      key={path}
      path={path}
      element={
        <ScreenGuard page={{ path }} menuRules={menuRules}>
          <NotBuiltYet entries={entries} />
        </ScreenGuard>
      }
    />
  ));
  return [
    ...registry.screenResources.map(specPathResource),
    <CustomRoutes key="pages">{[...pages, ...pending]}</CustomRoutes>,
  ];
}
