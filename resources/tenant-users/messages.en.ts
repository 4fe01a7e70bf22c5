import type { Messages } from '../../src/i18n/messages';

/** Tenants and their contracts (resources/tenant-users): react-admin's keys and the screens' own. */
const messages: Messages = {
  resources: {
    'tenant-users': {
      name: 'Tenant |||| Tenants',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        firstNameAr: 'First name (Arabic)',
        lastNameAr: 'Last name (Arabic)',
        email: 'Email',
        phone: 'Phone',
        civilId: 'Civil ID number',
        civilIdExpiry: 'Civil ID expiry',
        nationality: 'Nationality',
        documents: 'Documents',
      },
    },
  },
  tenantUsers: {
    list: {
      title: 'Tenants',
      search: 'Search name, phone or Civil ID',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      civil_id: 'Civil ID',
      civil_id_expiry: 'Civil ID expiry',
      nationality: 'Nationality',
      documents: 'Documents',
      login: 'Login',
      actions: 'Actions',
      edit: 'Edit',
      delete: 'Delete',
    },
    login_status: {
      pending: 'Invited',
      active: 'Active',
      disabled: 'Deleted',
    },
    form: {
      create_title: 'Add tenant',
      edit_title: 'Edit tenant',
      documents_help: 'Image, PDF, Word or Excel; up to 10 MB each.',
    },
    contracts: {
      tenant: 'Tenant',
      property_unit: 'Property / unit',
      property_unit_value: '%{property} · %{unit}',
      start: 'Start',
      end: 'End',
      term: 'Term',
      term_value: '%{start} – %{end}',
      monthly_rent: 'Monthly rent',
      deposit: 'Deposit',
      due_day: 'Due day',
      documents: 'Documents',
      status: 'Status',
      unit: 'Unit',
      actions: 'Actions',
      search: 'Search tenant, property or unit',
      ends_from: 'Ends from',
      ends_by: 'Ends by',
    },
    // The status as stored, as the tenant's list of its own requests has always shown it.
    contract_status: {
      requested: 'requested',
      approved: 'approved',
      rejected: 'rejected',
      terminated: 'terminated',
    },
    unit_status: {
      occupied: 'Occupied',
      vacant: 'Vacant',
      expired: 'Expired',
    },
    requests: {
      title: 'Contracts Request',
      cards: 'Contract requests',
      approve: 'Approve',
      reject: 'Reject',
    },
    approved: {
      title: 'Approved Contracts',
      cards: 'Approved contracts',
      renew: 'Renew',
      terminate: 'Terminate',
      renew_title: 'Renew contract',
      renew_content:
        "Renew %{tenant}'s contract for unit %{unit} for another year, from %{date}, at the same rent?",
      terminate_title: 'Terminate contract',
      terminate_content:
        "Terminate %{tenant}'s contract for unit %{unit} now? The unit becomes vacant unless another approved contract covers today.",
    },
    request: {
      not_tenant:
        'Tenants request contracts here. Landlords and managers decide them under Contracts Request.',
      title: 'Request a contract',
      mine: 'My contracts',
      send: 'Send request',
      vacant_unit: 'Vacant unit',
      no_vacant: 'No vacant units right now',
      unit_choice: 'Unit %{unit} (%{rent})',
      start_date: 'Start date',
      end_date: 'End date',
      monthly_rent: 'Monthly rent (KWD)',
      deposit: 'Security deposit (KWD)',
      due_day: 'Payment due day (%{range})',
      documents: 'Documents',
    },
    failed: 'Something went wrong',
  },
};

export default messages;
