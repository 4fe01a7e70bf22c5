import Box from '@mui/material/Box';

interface AuthCheckboxProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A labelled checkbox for the auth pages: the browser's own box in the theme's colour. MUI's
 * Checkbox with its FormControlLabel is ~3.5 kB of the login route's JavaScript
 * (bench/README.md); this takes the same room, its box lined up with the fields' left edge.
 */
export function AuthCheckbox({ label, name, checked, onChange }: AuthCheckboxProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        cursor: 'pointer',
        typography: 'body1',
        ml: '-3px',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        sx={{ width: 18, height: 18, m: '12px 9px 12px 3px', accentColor: 'primary.main', cursor: 'pointer' }}
      />
      {label}
    </Box>
  );
}
