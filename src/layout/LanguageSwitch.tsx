import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LOCALE_NAMES, type DisplayLocale } from '../../domain/displayLocale';
import { errorText } from '../api/errorText';
import { BOOT_DISPLAY } from '../i18n/bootLocale';
import { switchDisplayLocale } from '../i18n/chooseLocale';
import { saveProfileLanguage } from '../i18n/saveProfileLanguage';
import { fetchesHeaderMenus, LanguageMenuPopup } from './lazyHeaderMenus';

/**
 * The header's language switch (issue 22): English or العربية, and in Arabic the choice of
 * digits. The choice is saved to the profile (mails and PDFs follow it) and to this browser, then
 * the page loads again in the new direction. A failed save still switches this browser and says so.
 * Its dropdown is fetched after the panel's first screen (./lazyHeaderMenus.ts).
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Drawn from the first opening on, so that it closes with its own transition.
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setAnchor(null), []);
  // From the choice until the page loads again: the save and the reload take a moment on a slow
  // line, and a switch that shows nothing invites a second click.
  const [switching, setSwitching] = useState(false);
  const current = BOOT_DISPLAY;

  const choose = async (display: DisplayLocale) => {
    setAnchor(null);
    if (display.locale === current.locale && display.digits === current.digits) return;
    setSwitching(true);
    try {
      await saveProfileLanguage(display);
    } catch (err) {
      notify(translate('language.save_failed', { message: errorText(err) }), { type: 'warning' });
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    switchDisplayLocale(display);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={switching ? <CircularProgress size={18} color="inherit" /> : <TranslateIcon />}
        disabled={switching}
        aria-busy={switching}
        // The name holds the language shown on the button (WCAG 2.5.3, label in name).
        aria-label={`${translate(switching ? 'language.switching' : 'language.choose')} (${LOCALE_NAMES[current.locale === 'ar' ? 'en' : 'ar']})`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        {...fetchesHeaderMenus}
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } }}
      >
        {/* The other language's own name, so a reader who cannot read this one still finds it. */}
        <span lang={current.locale === 'ar' ? 'en' : 'ar'}>
          {LOCALE_NAMES[current.locale === 'ar' ? 'en' : 'ar']}
        </span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageMenuPopup
            anchorEl={anchor}
            onClose={close}
            current={current}
            onChoose={(display) => void choose(display)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
