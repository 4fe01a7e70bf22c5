import { createTheme } from '@mui/material/styles';
import { BOOT_DIRECTION } from './i18n/bootLocale';

/** One palette for the auth pages and the panel, in either direction (Arabic reads right to left). */
export function themeFor(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#0f766e' },
      secondary: { main: '#1e3a5f' },
      background: { default: '#f4f6f8' },
      // MUI's default amber (#ed6c02) and light blue (#0288d1) read below 4.5:1 as chip text on
      // white (axe: color-contrast); these darker shades keep the hue and pass on white and grey.
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
    },
    shape: { borderRadius: 8 },
    components: {
      // A disabled field's helper text still says something (e.g. why the email cannot change):
      // MUI greys it below 4.5:1 (axe: color-contrast), so it keeps the secondary text colour.
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
      MuiCheckbox: {
        defaultProps: {
          // react-admin names its row checkboxes with aria-label, which MUI puts on the wrapping
          // <span> (axe: aria-prohibited-attr) and leaves the <input> unnamed (axe: label). The
          // name is moved to the input: the root hands it on as data-label, the input reads it.
          slotProps: {
            root: (owner: { 'aria-label'?: string }) =>
              ({ 'aria-label': undefined, 'data-label': owner['aria-label'] }) as object,
            input: (owner: { 'aria-label'?: string; 'data-label'?: string }) =>
              ({ 'aria-label': owner['aria-label'] ?? owner['data-label'] }) as object,
          },
        },
      },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  });
}

/** This page load's theme: the reader's direction is fixed for the visit (src/i18n/bootLocale.ts). */
export const theme = themeFor(BOOT_DIRECTION);
