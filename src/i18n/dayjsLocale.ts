import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import type { DisplayLocale } from '../../domain/displayLocale';

/*
 * The date pickers' dayjs locale for this reader. dayjs's 'ar' writes Arabic-Indic digits and
 * the Gulf month names (يناير … ديسمبر); a reader who keeps Latin digits gets 'ar-latn', the same
 * locale without the digit conversion. ('ar-kw' would give Moroccan month names: ماي, يوليوز.)
 */
const arabic = dayjs.Ls.ar!;
dayjs.locale(
  { ...arabic, name: 'ar-latn', preparse: undefined, postformat: undefined } as ILocale,
  undefined,
  true,
);

export function dayjsLocaleFor(display: DisplayLocale): string {
  if (display.locale !== 'ar') return 'en';
  return display.digits === 'arab' ? 'ar' : 'ar-latn';
}
