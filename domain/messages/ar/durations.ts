import type { Translation } from '../catalogue';
import type * as en from '../en/durations';

/* How long to wait in Arabic: one, two (dual), 3 to 10 (plural), 11 or more (singular). */

export const durations: Translation<typeof en.durations> = {
  minutes: {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: '%{count} دقائق',
    many: '%{count} دقيقة',
  },
  hours: {
    one: 'ساعة واحدة',
    two: 'ساعتين',
    few: '%{count} ساعات',
    many: '%{count} ساعة',
  },
  days: {
    one: 'يوم واحد',
    two: 'يومين',
    few: '%{count} أيام',
    many: '%{count} يومًا',
  },
};
