import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The date pickers' own texts in Arabic (MUI X 8 ships no Arabic pack): toolbar titles, buttons,
 * calendar navigation and the accessible names. Given to LocalizationProvider's localeText for
 * Arabic readers; field placeholders keep the DD-MM-YYYY letters the inputs are typed in.
 */
const VIEWS: Record<string, string> = {
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
};
const viewName = (view: string) => VIEWS[view] ?? view;

export const pickersArabicText: PickersInputLocaleText = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'عرض السنوات مفتوح، التبديل إلى عرض التقويم'
      : 'عرض التقويم مفتوح، التبديل إلى عرض السنوات',
  start: 'البداية',
  end: 'النهاية',
  startDate: 'تاريخ البداية',
  startTime: 'وقت البداية',
  endDate: 'تاريخ النهاية',
  endTime: 'وقت النهاية',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  dateRangePickerToolbarTitle: 'اختر نطاق التاريخ',
  timeRangePickerToolbarTitle: 'اختر نطاق الوقت',
  clockLabelText: (view, formattedTime) =>
    `اختر ${viewName(view)}. ${formattedTime ? `الوقت المحدد هو ${formattedTime}` : 'لم يُحدَّد وقت'}`,
  hoursClockNumberText: (hours) => `${hours} ساعة`,
  minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
  secondsClockNumberText: (seconds) => `${seconds} ثانية`,
  selectViewText: (view) => `اختر ${viewName(view)}`,
  calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `الأسبوع ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر التاريخ، التاريخ المحدد هو ${formattedDate}` : 'اختر التاريخ',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `اختر الوقت، الوقت المحدد هو ${formattedTime}` : 'اختر الوقت',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `اختر النطاق، النطاق المحدد هو ${formattedRange}` : 'اختر النطاق',
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  year: VIEWS.year,
  month: VIEWS.month,
  day: VIEWS.day,
  weekDay: VIEWS.weekDay,
  hours: VIEWS.hours,
  minutes: VIEWS.minutes,
  seconds: VIEWS.seconds,
  meridiem: VIEWS.meridiem,
  empty: 'فارغ',
};
