import { createElement, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

/** A page that only leads on (`/setting` → `/admin-panel/setting/panel-settings`), keeping no history entry. */
export const redirectTo = (to: string): ReactElement => createElement(Navigate, { to, replace: true });
