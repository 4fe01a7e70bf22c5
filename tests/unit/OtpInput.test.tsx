// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from '../../src/auth/OtpInput';

/** The boxes with their state held as the OTP page holds it. */
function Harness({
  initial = ['', '', '', ''],
  onReject,
}: {
  initial?: string[];
  onReject?: (i: number) => void;
}) {
  const [digits, setDigits] = useState(initial);
  return <OtpInput digits={digits} onChange={setDigits} onReject={onReject} />;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n}`) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => box(n).value);
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

afterEach(cleanup);

describe('OtpInput', () => {
  it('shows four numeric boxes labelled Digit 1 to Digit 4', () => {
    render(<Harness />);
    for (const n of [1, 2, 3, 4]) expect(box(n).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });

  it('a paste takes the first 4 digits of the text and fills the boxes from the first', () => {
    render(<Harness />);
    paste(box(2), 'Your code: 12-34 56');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(document.activeElement).toBe(box(4));
  });

  it('a shorter paste fills from the box pasted into', () => {
    render(<Harness initial={['1', '', '', '']} />);
    paste(box(2), '5 6');
    expect(values()).toEqual(['1', '5', '6', '']);
    expect(document.activeElement).toBe(box(4));
  });

  it('a paste without digits is refused', () => {
    const onReject = vi.fn();
    render(<Harness onReject={onReject} />);
    paste(box(1), 'abcd');
    expect(values()).toEqual(['', '', '', '']);
    expect(onReject).toHaveBeenCalledWith(0);
  });

  it('refuses a typed non-digit and keeps the box as it was', () => {
    const onReject = vi.fn();
    render(<Harness initial={['', '7', '', '']} onReject={onReject} />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    fireEvent.change(box(2), { target: { value: '7-' } });
    expect(box(2).value).toBe('7');
    expect(onReject.mock.calls).toEqual([[0], [1]]);
  });

  it('a typed digit moves to the next box, and over a digit replaces it', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.change(box(1), { target: { value: '49' } }); // caret after the 4
    fireEvent.change(box(2), { target: { value: '82' } }); // caret before the 2
    expect(values()).toEqual(['9', '8', '', '']);
  });

  it('Backspace clears a filled box, and on an empty box goes back and clears the previous one', () => {
    render(<Harness initial={['1', '2', '3', '']} />);
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(values()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(box(1));
  });

  it('the arrow keys move between boxes', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' });
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
  });

  it('an autofilled code in the first box is spread over the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '9876' } });
    expect(values()).toEqual(['9', '8', '7', '6']);
  });
});
