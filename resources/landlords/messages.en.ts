import type { Messages } from '../../src/i18n/messages';

/** Landlord approval and the landlord picker (resources/landlords). */
const messages: Messages = {
  resources: {
    landlords: {
      name: 'Landlord |||| Landlords',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        status: 'Status',
        createdAt: 'Signed up',
      },
    },
  },
  landlords: {
    list: {
      title: 'Landlords',
      search: 'Search name, email or phone',
      all_statuses: 'All',
    },
    status: {
      pending: 'Awaiting approval',
      active: 'Approved',
      rejected: 'Rejected',
      disabled: 'Disabled',
    },
    decision: {
      approve: 'Approve',
      reject: 'Reject',
      failed: 'Something went wrong',
    },
    picker: {
      label: 'Landlord',
      all: 'All landlords',
    },
  },
};

export default messages;
