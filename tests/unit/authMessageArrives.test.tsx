// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../domain/auth';
import { AuthTextField } from '../../src/auth/AuthTextField';
import { translateMessage } from '../../src/auth/i18n/arabicMessages';
import { setAuthLocale } from '../../src/auth/i18n/authText';

/*
 * On the Arabic sign-in page the translator of validation messages arrives after the page shows
 * (src/auth/i18n/authText.ts). A message already on screen by then (a submit held while the script
 * took over the pre-rendered form, made again at once after) must turn Arabic when it arrives, not
 * stay English until something else redraws the field: `npm run test:repeat` found the English
 * "Please enter your password." on the Arabic login page of a slow browser.
 */
afterEach(() => {
  cleanup();
  setAuthLocale('en', translateMessage);
});

describe('a validation message on the Arabic sign-in page', () => {
  it('is drawn again in Arabic when the translator arrives after it', () => {
    // The page in Arabic, its messages not translated yet (what authMessage does without a translator).
    setAuthLocale('ar', (english) => english);
    render(<AuthTextField label="كلمة المرور" name="password" errorText={LOGIN_MESSAGES.passwordRequired} />);
    expect(screen.getByText('Please enter your password.')).toBeTruthy();

    act(() => setAuthLocale('ar', translateMessage));

    expect(screen.getByText('يرجى إدخال كلمة المرور.')).toBeTruthy();
    expect(screen.queryByText('Please enter your password.')).toBeNull();
  });
});
