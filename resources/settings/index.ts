import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../../src/registry/lazyScreen';
import { redirectTo } from '../../src/registry/redirect';
import type { ResourceModule } from '../../src/registry/resourceModule';
import { PANEL_SETTINGS_PATH } from './paths';

/**
 * App Setting (spec section 2): a landlord's vendor profile, logo and banner, served by
 * `/api/setting`. Each screen is its own chunk (screens load lazily).
 */
const settings: ResourceModule = {
  name: 'setting',
  label: 'App Setting',
  icon: SettingsIcon,
  // The vendor profile belongs to a landlord.
  menu: [
    {
      order: 19,
      key: 'appSetting',
      title: 'App Setting',
      url: '/setting/panel-settings',
      roles: ['landlord'],
    },
  ],
  pages: [
    { path: '/setting', component: redirectTo(PANEL_SETTINGS_PATH) },
    { path: '/setting/panel-settings', component: lazyScreen(() => import('./PanelSettingsPage')) },
    {
      path: '/setting/system-configuration',
      component: lazyScreen(() => import('./SystemConfigurationPage')),
    },
  ],
};

export default settings;
