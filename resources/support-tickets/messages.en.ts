import type { Messages } from '../../src/i18n/messages';

/** SUPPORT TICKETS (a landlord's or manager's questions to the platform, the super admin's answers), in English. */
const messages: Messages = {
  resources: {
    'support-tickets': {
      name: 'Support ticket |||| Support tickets',
      fields: {
        number: 'Ticket',
        subject: 'Subject',
        category: 'Category',
        landlordName: 'Landlord',
        raisedBy: 'Raised by',
        status: 'Status',
        comments: 'Replies',
        createdAt: 'Raised',
        updatedAt: 'Updated',
        description: 'Description',
        files: 'Attachments',
      },
    },
    'super-support-tickets': {
      name: 'Support ticket |||| Support tickets',
      fields: {
        number: 'Ticket',
        subject: 'Subject',
        category: 'Category',
        landlordName: 'Landlord',
        raisedBy: 'Raised by',
        status: 'Status',
        comments: 'Replies',
        createdAt: 'Raised',
        updatedAt: 'Updated',
      },
    },
  },
  supportTickets: {
    status: { OPEN: 'Open', IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', CLOSED: 'Closed' },
    mark: {
      OPEN: 'Mark open',
      IN_PROGRESS: 'Mark in progress',
      RESOLVED: 'Mark resolved',
      CLOSED: 'Mark closed',
    },
    category: {
      billing: 'Billing',
      account: 'Account',
      technical: 'Technical',
      feature_request: 'Feature request',
    },
    list: {
      title: 'Support tickets',
      new_ticket: 'New ticket',
      search: 'Search subject, text or ST number',
      all: 'All',
      by_status: 'Tickets by status',
    },
    create: {
      title: 'New support ticket',
      files_help: 'Up to %{n} images, PDF, Word or Excel files, 10 MB each.',
    },
    detail: {
      title: 'Support ticket %{number}',
      change_status: 'Change status',
      raised_by: '%{category} · raised by %{name}',
      for_landlord: ' for %{name}',
      replies: 'Replies',
      answer: 'Answer',
      your_reply: 'Your reply',
      send_reply: 'Send reply',
      attach: 'Attach files to the reply',
      back: 'Back to support tickets',
      save_failed: 'The ticket could not be saved.',
    },
    thread: {
      moved: '%{name} moved the ticket from %{from} to %{to} · %{at}',
      platform: '%{name} · Platform support',
      empty: 'No replies yet.',
    },
  },
};

export default messages;
