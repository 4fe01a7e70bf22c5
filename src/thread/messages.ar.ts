import type { Messages } from '../i18n/messages';

const messages: Messages = {
  thread: {
    attach_files: 'إرفاق ملفات',
  },
};

export default messages;
