import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider, MuiPickersAdapterContext } from '@mui/x-date-pickers/LocalizationProvider';
import { useContext, type ReactNode } from 'react';
import { BOOT_DISPLAY } from '../i18n/bootLocale';
import { dayjsLocaleFor } from '../i18n/dayjsLocale';
import { pickersArabicText } from '../i18n/pickersArabic';

/**
 * The date pickers' adapter (dayjs, DD-MM-YYYY) in the reader's language, given by each picker of
 * src/inputs itself rather than by the panel layout: the pickers' code (~45 kB gzip) then loads
 * with the screens that draw one, not with every signed-in page (bench/README.md, issue 37).
 * A provider already above (a screen's or a test's own) is kept as it is.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const above = useContext(MuiPickersAdapterContext);
  if (above) return children;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={dayjsLocaleFor(BOOT_DISPLAY)}
      {...(BOOT_DISPLAY.locale === 'ar' ? { localeText: pickersArabicText } : {})}
    >
      {children}
    </LocalizationProvider>
  );
}
