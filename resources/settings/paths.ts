/** The setting screens' routes (spec section 2); the index leads to panel-settings. */
export const SETTING_PATH = '/admin-panel/setting';
export const PANEL_SETTINGS_PATH = `${SETTING_PATH}/panel-settings`;
export const SYSTEM_CONFIGURATION_PATH = `${SETTING_PATH}/system-configuration`;
