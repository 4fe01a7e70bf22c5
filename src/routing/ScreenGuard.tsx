import type { ReactNode } from 'react';
import type { MenuRule } from '../../domain/menu';
import { useCurrentUser } from '../layout/useCurrentUser';
import { AccessDenied } from '../pages/AccessDenied';
import { mayOpenPage } from '../registry/registry';
import type { ResourcePage } from '../registry/resourceModule';

/**
 * Opens a custom page only for those its resource module lets in (its rule, or the menu rows
 * that lead to it); others see Access denied.
 */
export function ScreenGuard({
  page,
  menuRules,
  children,
}: {
  page: Pick<ResourcePage, 'path' | 'access' | 'roles'>;
  menuRules: readonly MenuRule[];
  children: ReactNode;
}) {
  const { menuUser } = useCurrentUser();
  return mayOpenPage(page, menuRules, menuUser) ? <>{children}</> : <AccessDenied />;
}
