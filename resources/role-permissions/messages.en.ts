import type { Messages } from '../../src/i18n/messages';
import { matrixLabels } from './matrixLabels';

/** Roles and their permissions (resources/role-permissions). */
const messages: Messages = {
  resources: {
    'role-permissions': {
      name: 'Role |||| Roles',
      fields: {
        name: 'Role name',
        permissions: 'Permissions',
      },
    },
  },
  rolePermissions: {
    title: 'Role permissions',
    list: {
      add: 'Add role',
      role: 'Role',
      permissions: 'Permissions',
      users: 'Users',
      actions: 'Actions',
    },
    matrix: {
      heading: 'Permissions',
      resource: 'Resource',
      menu: 'Menu',
      permission: '%{action} %{resource}',
      none: 'No %{action} for %{resource}',
      show_on_menu: 'Show %{permission} on menu',
    },
    // The catalogue's actions and resources (domain/permissions.ts), by their slugs.
    actions: {
      view: 'View',
      create: 'Create',
      update: 'Update',
      delete: 'Delete',
    },
    resources: matrixLabels('en'),
    // The seeded roles' names (domain/roles.ts), shown while a role keeps its given name.
    role_names: {
      super_admin: 'Super Admin',
      admin: 'Admin',
      landlord: 'Landlord',
      manager: 'Manager',
      user: 'Tenant',
      owner: 'Owner',
    },
    delete: {
      title: 'Delete the role %{name}?',
      content: 'Its permissions are lost. This cannot be undone.',
    },
    // The same texts as domain/roleSchemas.ts's ROLE_MESSAGES.
    messages: {
      in_use:
        'This role is assigned to %{count} user and cannot be deleted. Move them to another role first. |||| This role is assigned to %{count} users and cannot be deleted. Move them to another role first.',
    },
  },
};

export default messages;
