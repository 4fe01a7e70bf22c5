/*
 * Rent reminders (issue 35 items 3 and 5; domain/reminderSchemas.ts): the landlord's schedule, a
 * tenant's channel and opt-out, and a reminder sent by hand from an invoice. The English, by id.
 */

export const reminders = {
  settingLoaded: 'Reminder schedule loaded.',
  settingSaved: 'Reminder schedule saved.',
  enabled: 'Say whether reminders are on (true or false).',
  steps: 'Give 1 to 10 different whole days from the due date, each between -30 and 60.',
  preferencesLoaded: 'Message preferences loaded.',
  preferencesSaved: 'Message preferences saved.',
  channel: 'Choose WhatsApp, SMS or email.',
  remindersOff: 'Say whether reminders are off (true or false).',
  invoicePaid: 'This invoice is paid: there is nothing to remind of.',
  invoiceCancelled: 'This invoice is cancelled: there is nothing to remind of.',
  throttled: 'A reminder for this invoice was sent less than 10 minutes ago. You can send another at %{at}.',
  reminderSent: 'Reminder sent.',
  reminderSkipped: 'No reminder went out: the tenant turned reminders off.',
  reminderFailed: 'No reminder went out: every channel failed or the tenant has no address on it.',
};
