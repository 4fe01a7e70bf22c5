// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { AuthToastProvider } from '../../src/auth/AuthToast';
import { OtpPage } from '../../src/auth/OtpPage';

/*
 * Issue 31 item 10 (a): a wrong code's red "Invalid code" toast must not follow the visitor to
 * the new-password page once the right code is accepted.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paste = (text: string) =>
  fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => text } });

describe('the OTP page', () => {
  it("drops the wrong code's error toast when the right code leads to the new-password page", async () => {
    fetchMock
      .mockResolvedValueOnce(json(400, { success: false, message: M.otpInvalid }))
      .mockResolvedValueOnce(
        json(200, { success: true, message: 'Code verified.', data: { resetToken: 'r'.repeat(43) } }),
      );
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/admin-panel/auth/otp', state: { email: 'noura@example.com' } }]}
      >
        <AuthToastProvider>
          <Routes>
            <Route path="/admin-panel/auth/otp" element={<OtpPage />} />
            <Route path="/admin-panel/auth/new-password" element={<h1>New password page</h1>} />
          </Routes>
        </AuthToastProvider>
      </MemoryRouter>,
    );

    paste('1111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(M.otpInvalid);

    paste('2222');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'New password page' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
