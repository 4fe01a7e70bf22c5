import type { Messages } from '../i18n/messages';

/** The threads of support tickets and maintenance requests, in English. */
const messages: Messages = {
  thread: {
    attach_files: 'Attach files',
  },
};

export default messages;
