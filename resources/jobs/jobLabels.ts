import type { TranslateFunction } from 'react-admin';

/** A job's title in the reader's language: the catalogue's by job name, else the server's own. */
export const jobTitle = (translate: TranslateFunction, job: { id: string; title: string }): string =>
  translate(`jobs.titles.${job.id}`, { _: job.title });

/** "Every 60 minutes" → "Every hour", "Every day", or Off: the catalogue key and its count. */
export function periodKey(minutes: number): [string, { n: number }?] {
  if (minutes === 0) return ['jobs.every.off'];
  if (minutes % 1440 === 0)
    return minutes === 1440 ? ['jobs.every.day'] : ['jobs.every.days', { n: minutes / 1440 }];
  if (minutes % 60 === 0)
    return minutes === 60 ? ['jobs.every.hour'] : ['jobs.every.hours', { n: minutes / 60 }];
  return minutes === 1 ? ['jobs.every.minute'] : ['jobs.every.minutes', { n: minutes }];
}
