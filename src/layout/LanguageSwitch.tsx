import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LOCALE_NAMES, LOCALES, type DisplayLocale } from '../../domain/displayLocale';
import { errorText } from '../api/errorText';
import { BOOT_DISPLAY } from '../i18n/bootLocale';
import { switchDisplayLocale } from '../i18n/chooseLocale';
import { saveProfileLanguage } from '../i18n/saveProfileLanguage';

/**
 * The header's language switch (issue 22): English or العربية, and in Arabic the choice of
 * digits. The choice is saved to the profile (mails and PDFs follow it) and to this browser, then
 * the page loads again in the new direction. A failed save still switches this browser and says so.
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } }}
      >
        {/* The other language's own name, so a reader who cannot read this one still finds it. */}
        <span lang={current.locale === 'ar' ? 'en' : 'ar'}>
          {LOCALE_NAMES[current.locale === 'ar' ? 'en' : 'ar']}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={current.locale === locale}
            onClick={() => void choose({ locale, digits: locale === 'ar' ? current.digits : 'latn' })}
          >
            <ListItemIcon>{current.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LOCALE_NAMES[locale]}</ListItemText>
          </MenuItem>
        ))}
        {current.locale === 'ar' && <Divider />}
        {current.locale === 'ar' &&
          (['latn', 'arab'] as const).map((digits) => (
            <MenuItem
              key={digits}
              selected={current.digits === digits}
              onClick={() => void choose({ locale: 'ar', digits })}
            >
              <ListItemIcon>{current.digits === digits ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>
                {translate(digits === 'arab' ? 'language.digits_arabic' : 'language.digits_latin')}
              </ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
