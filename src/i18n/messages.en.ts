import type { Messages } from './messages';

/** Panel-wide texts: react-admin's own where ours differ, the language switch, shared words. */
const messages: Messages = {
  ra: {
    message: {
      // react-admin's 404 page adds its own full stop after this message, which ended in one
      // already ("…a bad link.."); ours ends without one and says what to do next.
      not_found: 'This page does not exist. Check the address, or choose a screen from the menu',
    },
  },
  language: {
    switching: 'Changing the language…',
    switch: 'Language',
    choose: 'Choose a language',
    digits_arabic: 'Arabic-Indic digits (١٢٣)',
    digits_latin: 'Latin digits (123)',
    save_failed:
      'The language is used in this browser, but it could not be saved to your profile: %{message}',
  },
  dates: {
    incomplete: 'Enter the whole date: day, month and year (DD-MM-YYYY)',
    impossible: 'There is no such date: check the day, month and year',
  },
};

export default messages;
