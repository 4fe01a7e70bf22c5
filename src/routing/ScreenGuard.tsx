import type { ReactNode } from 'react';
import { canOpen } from '../../domain/menu';
import { useCurrentUser } from '../layout/useCurrentUser';
import { AccessDenied } from '../pages/AccessDenied';

/** Opens a screen of the menu table only for roles the table allows; others see Access denied. */
export function ScreenGuard({ url, children }: { url: string; children: ReactNode }) {
  const { menuUser } = useCurrentUser();
  return canOpen(url, menuUser) ? <>{children}</> : <AccessDenied />;
}
