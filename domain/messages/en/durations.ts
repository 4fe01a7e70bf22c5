/*
 * How long to wait, as the rate limits' answers say it ('Please try again in 5 minutes'): a count
 * of minutes under two hours, else of hours, in each language's number agreement (Arabic has a
 * form for one, two, 3 to 10, and 11 or more). Read by id only (../durations.ts).
 */

export const durations = {
  minutes: {
    one: '1 minute',
    two: '2 minutes',
    few: '%{count} minutes',
    many: '%{count} minutes',
  },
  hours: {
    one: '1 hour',
    two: '2 hours',
    few: '%{count} hours',
    many: '%{count} hours',
  },
  /** How long an invitation's link works (server/mail: the invitation). */
  days: {
    one: '1 day',
    two: '2 days',
    few: '%{count} days',
    many: '%{count} days',
  },
};
