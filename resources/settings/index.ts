import { lazy } from 'react';

export { PANEL_SETTINGS_PATH, SETTING_PATH, SYSTEM_CONFIGURATION_PATH } from './paths';

/** The App Setting screens, each its own chunk (spec section 2: screens load lazily). */
export const PanelSettingsPage = lazy(() => import('./PanelSettingsPage'));
export const SystemConfigurationPage = lazy(() => import('./SystemConfigurationPage'));
