import { describe, expect, it } from 'vitest';
import { canOpen as canOpenIn, menuFor, type MenuUser, screenPath } from '../../domain/menu';
import { panelRegistry } from '../../src/registry/panelRegistry';
import { DEFAULT_ROLE_PERMISSIONS, type RoleKey } from '../../domain/roles';
import { EXPECTED_MENUS as EXPECTED } from '../support/menus';

/** The panel's menu rows, as collected from the resource modules. */
const canOpen = (url: string, user: MenuUser) => canOpenIn(panelRegistry.menuRules, url, user);

const userOf = (roleKey: RoleKey, allowedHoldingProperties = false): MenuUser => ({
  roleKey,
  permissions: DEFAULT_ROLE_PERMISSIONS[roleKey],
  allowedHoldingProperties,
});

/** A menu as "Title" or "Title > Sub" lines, easy to compare with the spec's table. */
const lines = (user: MenuUser) =>
  menuFor(panelRegistry.menuRules, user).flatMap((item) => [
    item.title,
    ...item.items.map((sub) => `${item.title} > ${sub.title}`),
  ]);

describe('the side menu of spec section 6', () => {
  for (const role of Object.keys(EXPECTED) as RoleKey[]) {
    it(`matches the table for the ${role} role`, () => {
      expect(lines(userOf(role))).toEqual(EXPECTED[role]);
    });
  }

  it('gives Create Property only to a landlord who is not allowed holding properties', () => {
    expect(lines(userOf('landlord', true))).not.toContain('Properties > Create Property');
    expect(lines(userOf('landlord', false))).toContain('Properties > Create Property');
    const managerWithCreate: MenuUser = {
      ...userOf('manager'),
      permissions: [...DEFAULT_ROLE_PERMISSIONS.manager, { name: 'Create Property', show_on_menu: true }],
    };
    expect(lines(managerWithCreate)).not.toContain('Properties > Create Property');
  });

  it('hides an item whose permission is held with show_on_menu false, yet the screen still opens', () => {
    const landlord = userOf('landlord');
    const hidden: MenuUser = {
      ...landlord,
      permissions: landlord.permissions.map((p) =>
        p.name === 'View Receipts' ? { ...p, show_on_menu: false } : p,
      ),
    };
    expect(lines(hidden)).not.toContain('Receipts');
    expect(canOpen('/receipts/list', hidden)).toBe(true);
  });

  it('lets a direct URL open only what the role may open', () => {
    expect(canOpen('/collection-reports/list', userOf('landlord'))).toBe(true);
    expect(canOpen('/collection-reports/list', userOf('manager'))).toBe(false);
    expect(canOpen('/tenant-rental/list', userOf('landlord'))).toBe(false);
    expect(canOpen('/tenant-rental/list', userOf('user'))).toBe(true);
    expect(canOpen('/role-permissions/list', userOf('landlord'))).toBe(false);
    // Plan flexibility and Bank and settlements share /feedback: either permission opens it.
    const bankOnly: MenuUser = {
      roleKey: 'manager',
      permissions: [{ name: 'View Bank Settlement', show_on_menu: true }],
      allowedHoldingProperties: false,
    };
    expect(canOpen('/feedback', bankOnly)).toBe(true);
    // Each entry names its own section of that screen (issue 16), so its own title shows.
    expect(screenPath('/feedback?section=bank-settlements')).toBe('/feedback');
    expect(canOpen('/feedback', userOf('user'))).toBe(false);
  });
});
