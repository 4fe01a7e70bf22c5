import type { Messages } from '../../src/i18n/messages';

/** Contact messages (the public site's contact form, read by the super admin), in English. */
const messages: Messages = {
  resources: {
    'contact-messages': {
      name: 'Contact message |||| Contact messages',
      fields: {
        createdAt: 'Received',
        subject: 'Subject',
        name: 'From',
        email: 'Email',
        phone: 'Phone',
        status: 'Status',
      },
    },
  },
  contactMessages: {
    search: 'Search messages',
    all: 'All',
    by_status: 'Messages by status',
    status: { new: 'New', handled: 'Handled' },
    dialog: {
      received: 'Received %{at}',
      handled: ' · handled %{at}',
      handled_by: ' by %{name}',
      reply_subject: 'Re: %{subject}',
      close: 'Close',
      mark_new: 'Mark as new',
      mark_handled: 'Mark handled',
    },
  },
};

export default messages;
