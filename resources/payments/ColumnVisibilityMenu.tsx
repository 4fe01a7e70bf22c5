import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ColumnChoice<K extends string> {
  key: K;
  /** A catalogue key (`resources.<name>.fields.<column>`), or a text shown as it is. */
  label: string;
}

interface ColumnVisibilityMenuProps<K extends string> {
  columns: readonly ColumnChoice<K>[];
  hidden: readonly K[];
  onChange: (hidden: K[]) => void;
}

/** Spec section 2: a menu of the table's columns, each shown or hidden with a checkbox. */
export function ColumnVisibilityMenu<K extends string>({
  columns,
  hidden,
  onChange,
}: ColumnVisibilityMenuProps<K>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const toggle = (key: K) =>
    onChange(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
      >
        {translate('payments.columns.button')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const shown = !hidden.includes(column.key);
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => toggle(column.key)}
              dense
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText primary={translate(column.label, { _: column.label })} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
