import type { Messages } from './messages';

/** react-admin's built-in texts in Arabic, key for key with ra-language-english (issue 22). */
const raArabic: Messages = {
  ra: {},
};

export default raArabic;
