import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { styled } from '@mui/material/styles';

/*
 * The show/hide button at the end of a password field, drawn as MUI's InputAdornment with an
 * IconButton at its edge draws it, without those two components: the login route has a download
 * budget of 160 kB (bench/README.md, issue 37) and they cost about 1.5 kB of it for one button.
 */
const Adornment = styled('span')({
  display: 'flex',
  alignItems: 'center',
  height: '0.01em',
  maxHeight: '2em',
  whiteSpace: 'nowrap',
  marginLeft: 8,
});

const RoundButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 8,
  marginRight: -12,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.action.active,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

export function PasswordToggle({
  visible,
  label,
  onToggle,
}: {
  visible: boolean;
  /** What a screen reader hears: "Show password" or "Hide password", in the page's language. */
  label: string;
  onToggle: () => void;
}) {
  return (
    <Adornment>
      <RoundButton type="button" aria-label={label} onClick={onToggle}>
        {visible ? <VisibilityOff /> : <Visibility />}
      </RoundButton>
    </Adornment>
  );
}
