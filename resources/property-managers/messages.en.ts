import type { Messages } from '../../src/i18n/messages';

/** A landlord's property managers (resources/property-managers). */
const messages: Messages = {
  resources: {
    'property-managers': {
      name: 'Property manager |||| Property managers',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        propertyIds: 'Properties',
      },
    },
  },
  propertyManagers: {
    list: {
      title: 'Property managers',
      search: 'Search name, email or phone',
      status: 'Status',
      all_statuses: 'All',
      add: 'Add manager',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      properties: 'Properties',
      all_properties: 'All',
      last_sign_in: 'Last sign-in',
      never: 'Never',
      actions: 'Actions',
      full_name: '%{first} %{last}',
    },
    status: {
      active: 'Active',
      invited: 'Invited',
      disabled: 'Deactivated',
    },
    actions: {
      deactivate: 'Deactivate',
      deactivate_title: 'Deactivate %{name}?',
      deactivate_content: 'They are signed out at once and cannot sign in until you activate them again.',
      resend: 'Resend invitation',
      activate: 'Activate',
      failed: 'Something went wrong',
    },
    form: {
      create_title: 'Add property manager',
      edit_title: 'Edit property manager',
      email_add_help: 'The invitation to set a password is mailed here.',
      email_edit_help: 'The manager signs in with it.',
      phone_help: '8 digits, starting with 9, 6, 5 or 4.',
      properties_failed: 'The properties could not be loaded. Try again later.',
      properties_help: 'Leave empty to let the manager act on every property.',
    },
  },
};

export default messages;
