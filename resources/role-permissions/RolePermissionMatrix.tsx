import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { actionLabel, permissionLabel, resourceLabel } from './roleText';
import {
  ALL_PERMISSIONS,
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
  type RolePermission,
} from '../../domain/permissions';

/** The cell of an action a resource does not have (a dash, read by its aria-label). */
const NO_ACTION = '—';
const RESOURCES = Object.keys(PERMISSION_RESOURCES) as PermissionResource[];
const catalogueOrder = (name: string) => {
  const index = (ALL_PERMISSIONS as string[]).indexOf(name);
  return index === -1 ? ALL_PERMISSIONS.length : index;
};

/** The permission ticked or unticked, the list kept in catalogue order. A new one shows on the menu. */
export function togglePermission(
  value: readonly RolePermission[],
  name: string,
  on: boolean,
): RolePermission[] {
  const rest = value.filter((p) => p.name !== name);
  if (!on) return rest;
  return [...rest, { name, show_on_menu: true }].sort(
    (a, b) => catalogueOrder(a.name) - catalogueOrder(b.name),
  );
}

export function setShowOnMenu(
  value: readonly RolePermission[],
  name: string,
  show: boolean,
): RolePermission[] {
  return value.map((p) => (p.name === name ? { ...p, show_on_menu: show } : p));
}

export interface RolePermissionMatrixProps {
  source?: string;
  /** Permissions that may not be unticked (the super admin's View Role and Update Role). */
  locked?: readonly string[];
  lockedReason?: string;
}

const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 104, sm: 160 },
  pl: { xs: 1, sm: 2 },
  pr: 1,
} as const;
const actionCell = { px: { xs: 0.25, sm: 1 }, minWidth: 56 } as const;

/**
 * The role's permissions as a matrix: a row per resource of the catalogue, a column per action,
 * a checkbox where the action exists (a dash where it does not) and, for each ticked permission,
 * a "show on menu" switch. The value is the role's `permissions`: `[{ name, show_on_menu }]`.
 * On a narrow screen the table scrolls inside its own box, the resource column staying in view.
 */
export function RolePermissionMatrix({
  source = 'permissions',
  locked = [],
  lockedReason,
}: RolePermissionMatrixProps) {
  const {
    field,
    fieldState: { error, invalid },
    formState: { isSubmitted },
  } = useInput<RolePermission[]>({ source, defaultValue: [] });
  const value: RolePermission[] = Array.isArray(field.value) ? field.value : [];
  const held = new Map(value.map((p) => [p.name, p]));
  const change = (next: RolePermission[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const showError = invalid && isSubmitted;
  const translate = useTranslate();
  const heading = translate('rolePermissions.matrix.heading');
  const resourceHeading = translate('rolePermissions.matrix.resource');

  return (
    <Box sx={{ width: '100%', maxWidth: 860, minWidth: 0 }}>
      <Typography
        component="h2"
        variant="subtitle1"
        id="role-permissions-heading"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {heading}
      </Typography>
      {locked.length > 0 && lockedReason ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {lockedReason}
        </Typography>
      ) : null}
      <TableContainer
        sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          aria-labelledby="role-permissions-heading"
          sx={{ minWidth: { xs: 320, sm: 560 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirst}>{resourceHeading}</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center" sx={actionCell}>
                  {actionLabel(translate, action)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {RESOURCES.map((resource) => (
              <TableRow key={resource}>
                <TableCell component="th" scope="row" sx={stickyFirst}>
                  {resourceLabel(translate, resource)}
                </TableCell>
                {PERMISSION_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" sx={{ ...actionCell, py: 0.5 }}>
                    <PermissionCell
                      resource={resource}
                      action={action}
                      held={held.get(`${action} ${resource}`)}
                      locked={locked.includes(`${action} ${resource}`)}
                      onToggle={(name, on) => change(togglePermission(value, name, on))}
                      onShowOnMenu={(name, show) => change(setShowOnMenu(value, name, show))}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {showError && error?.message ? <FormHelperText error>{error.message}</FormHelperText> : null}
    </Box>
  );
}

interface PermissionCellProps {
  resource: PermissionResource;
  action: PermissionAction;
  held: RolePermission | undefined;
  locked: boolean;
  onToggle: (name: string, on: boolean) => void;
  onShowOnMenu: (name: string, show: boolean) => void;
}

function PermissionCell({ resource, action, held, locked, onToggle, onShowOnMenu }: PermissionCellProps) {
  const translate = useTranslate();
  const parts = { action: actionLabel(translate, action), resource: resourceLabel(translate, resource) };
  if (!(PERMISSION_RESOURCES[resource] as readonly PermissionAction[]).includes(action)) {
    const none = translate('rolePermissions.matrix.none', parts);
    return (
      <Typography component="span" color="text.disabled" aria-label={none}>
        {NO_ACTION}
      </Typography>
    );
  }
  const name = `${action} ${resource}`;
  const keep = locked && !!held;
  // The stored name stays 'View Property'; people read it in their language.
  const label = permissionLabel(translate, action, resource);
  const menuLabel = translate('rolePermissions.matrix.menu');
  const showOnMenu = translate('rolePermissions.matrix.show_on_menu', { permission: label });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Checkbox
        size="small"
        checked={!!held}
        disabled={keep}
        onChange={(event) => onToggle(name, event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
      {held ? (
        <FormControlLabel
          sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.7rem', color: 'text.secondary' } }}
          labelPlacement="bottom"
          label={menuLabel}
          control={
            <Switch
              size="small"
              checked={held.show_on_menu}
              onChange={(event) => onShowOnMenu(name, event.target.checked)}
              slotProps={{ input: { 'aria-label': showOnMenu } }}
            />
          }
        />
      ) : null}
    </Box>
  );
}
