import { createTheme } from '@mui/material/styles';

/** One palette for the auth pages and the panel. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e' },
    secondary: { main: '#1e3a5f' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
