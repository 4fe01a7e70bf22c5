// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { INVITATION_MESSAGES as IM } from '../../domain/invitationSchemas';
import { AuthToastProvider } from '../../src/auth/AuthToast';
import { InvitationPage } from '../../src/auth/InvitationPage';

const TOKEN = 'a'.repeat(43);

function renderPage(search = `#token=${TOKEN}`) {
  return render(
    <MemoryRouter initialEntries={[`/admin-panel/auth/invitation${search}`]}>
      <AuthToastProvider>
        <Routes>
          <Route path="/admin-panel/auth/invitation" element={<InvitationPage />} />
          <Route path="/admin-panel/auth/login" element={<p>Login page</p>} />
        </Routes>
      </AuthToastProvider>
    </MemoryRouter>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const valid = () =>
  json(200, {
    success: true,
    message: IM.valid,
    data: { valid: true, firstName: 'Noura', email: 'noura@example.com' },
  });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationPage', () => {
  it('says who is invited, checks the new-password rules, sets the password and goes to login', async () => {
    fetchMock.mockResolvedValueOnce(valid());
    renderPage();
    expect(await screen.findByText('Noura')).toBeTruthy();
    expect(screen.getByText('noura@example.com')).toBeTruthy();
    const [checkUrl, checkInit] = fetchMock.mock.calls[0]!;
    expect(String(checkUrl)).toMatch(/\/api\/invitations\/check$/);
    expect(JSON.parse(String(checkInit?.body))).toEqual({ token: TOKEN });

    type('New password', 'weakpass');
    type('Confirm password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText(M.strongPassword)).toBeTruthy();
    expect(screen.getByText(M.passwordsDiffer)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: IM.accepted }));
    type('New password', 'Strong#2026');
    type('Confirm password', 'Strong#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.getByText(IM.accepted)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toContain('/api/invitations/accept');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'Strong#2026' });
  });

  it('a used or expired link says so, without a form', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, message: IM.invalid, data: { valid: false } }),
    );
    renderPage();
    expect(await screen.findByText(IM.invalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });

  it('a link without a token is refused without asking the server', () => {
    renderPage('');
    expect(screen.getByText(IM.invalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a link spent meanwhile shows the server’s message when the form is sent', async () => {
    fetchMock.mockResolvedValueOnce(valid());
    renderPage();
    await screen.findByText('Noura');
    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: IM.invalid, detail: null }));
    type('New password', 'Strong#2026');
    type('Confirm password', 'Strong#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    // The toast and the page both say so; the form is gone (it could not succeed any more).
    expect((await screen.findAllByText(IM.invalid)).length).toBe(2);
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
  });
});
