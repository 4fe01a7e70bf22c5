// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SUPPORT_FILES, SUPPORT_MESSAGES } from '../../domain/supportTickets';
import { ReplyForm } from '../../src/thread/ReplyForm';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';

afterEach(cleanup);

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

function renderForm(onSend = vi.fn((_reply: unknown) => Promise.resolve()), extra?: ReactNode) {
  render(
    <ReplyForm
      label="Your reply"
      submitLabel="Send reply"
      fileInputLabel="Attach files to the reply"
      accept=".pdf"
      maxFiles={MAX_SUPPORT_FILES}
      messages={SUPPORT_MESSAGES}
      pending={false}
      onSend={onSend}
      extraControls={extra}
    />,
  );
  return onSend;
}

describe('ReplyForm (support replies and maintenance comments)', () => {
  it('refuses an empty reply with the caller’s message and sends nothing', () => {
    const onSend = renderForm();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText(SUPPORT_MESSAGES.bodyRequired)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses more files than allowed', () => {
    const onSend = renderForm();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'See the photos' } });
    const many = Array.from({ length: MAX_SUPPORT_FILES + 1 }, (_, i) => file(`f${i}.pdf`));
    fireEvent.change(screen.getByLabelText('Attach files to the reply'), { target: { files: many } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText(SUPPORT_MESSAGES.tooManyFiles)).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the text and files, then empties itself', async () => {
    const onSend = renderForm();
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your reply');
    fireEvent.change(box, { target: { value: 'The logo is missing' } });
    fireEvent.change(screen.getByLabelText('Attach files to the reply'), {
      target: { files: [file('receipt.pdf')] },
    });
    expect(screen.getByText('receipt.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledWith({ body: 'The logo is missing', files: [expect.any(File)] });
    expect(screen.queryByText('receipt.pdf')).toBeNull();
  });

  it('keeps the text when sending fails, for another try', async () => {
    const onSend = renderForm(vi.fn(() => Promise.reject(new Error('offline'))));
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your reply');
    fireEvent.change(box, { target: { value: 'Still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box.value).toBe('Still there?');
  });

  it('shows the caller’s extra controls (the maintenance side’s Internal choice) beside the buttons', () => {
    renderForm(undefined, <label>Internal (landlord and managers only)</label>);
    expect(screen.getByText('Internal (landlord and managers only)')).toBeTruthy();
  });
});

describe('ThreadView', () => {
  it('says so when there is no message yet', () => {
    render(
      <ThreadView label="Comments" emptyText="No comments yet.">
        {[]}
      </ThreadView>,
    );
    expect(screen.getByText('No comments yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull();
  });

  it('lists messages with their caption, text and files', () => {
    render(
      <ThreadView label="Replies" emptyText="No replies yet.">
        {[
          <ThreadMessage
            key="1"
            testId="support-comment"
            caption="Sara · Platform support · 02-11-2026 00:30"
            body={'Line one\nline two'}
            files={[{ key: 'k', name: 'answer.pdf', url: '/api/files/k' }]}
            shaded
            align="start"
          />,
        ]}
      </ThreadView>,
    );
    const thread = screen.getByRole('region', { name: 'Replies' });
    expect(thread.textContent).toContain('Sara · Platform support · 02-11-2026 00:30');
    expect(screen.getByRole('link', { name: 'answer.pdf' })).toBeTruthy();
  });
});
