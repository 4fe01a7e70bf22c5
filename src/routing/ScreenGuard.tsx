import type { ReactNode } from 'react';
import { canOpen } from '../../domain/menu';
import { useCurrentUser } from '../layout/useCurrentUser';
import { AccessDenied } from '../pages/AccessDenied';

/**
 * Opens a screen of the menu table only for roles the table allows; others see Access denied.
 * A screen reached from several menu entries (invoices: Invoices and My rental invoices) opens when
 * any one of them does.
 */
export function ScreenGuard({ urls, children }: { urls: string[]; children: ReactNode }) {
  const { menuUser } = useCurrentUser();
  return urls.some((url) => canOpen(url, menuUser)) ? <>{children}</> : <AccessDenied />;
}
