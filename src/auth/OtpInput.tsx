import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { t } from './i18n/authText';
import './i18n/accountTexts';

interface OtpInputProps {
  /** One entry per box: a digit, or '' for an empty box. Its length is the number of boxes. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** A non-digit was typed or pasted into box `index`; the box keeps what it had. */
  onReject?: (index: number) => void;
  /** Boxes to outline in red. */
  invalid?: readonly boolean[];
  disabled?: boolean;
  autoFocus?: boolean;
  /** The id of the text that explains the boxes' error. */
  describedBy?: string | undefined;
}

const isDigit = (c: string) => c >= '0' && c <= '9' && c.length === 1;

/**
 * Single-digit boxes for a one-time code (spec section 5): digits only, a digit moves to the next
 * box, Backspace on an empty box goes back and clears the previous one, arrows move between boxes,
 * and a paste (or the phone's code autofill) takes the first digits of the text: a whole code
 * fills the boxes from the first one, a shorter run fills from the box pasted into.
 */
export function OtpInput({
  digits,
  onChange,
  onReject,
  invalid,
  disabled,
  autoFocus,
  describedBy,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes `run` (digits only) into the boxes from `start`, then focuses the box after it. */
  const fill = (start: number, run: string) => {
    const next = [...digits];
    for (let i = 0; i < run.length && start + i < length; i += 1) next[start + i] = run[i]!;
    onChange(next);
    focusBox(start + run.length);
  };

  const distribute = (index: number, text: string) => {
    const run = text.replace(/\D/g, '').slice(0, length);
    if (!run) {
      onReject?.(index);
      return;
    }
    fill(run.length === length ? 0 : index, run);
  };

  const onInput = (index: number, raw: string) => {
    if (raw === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // The box held digits[index]; what was typed is the rest (the caret may sit before or after it).
    const old = digits[index] ?? '';
    const at = old ? raw.indexOf(old) : -1;
    const typed = at >= 0 ? raw.slice(0, at) + raw.slice(at + 1) : raw;
    if (typed === '') {
      fill(index, old); // the same digit typed over itself
      return;
    }
    if (typed.length > 1) {
      distribute(index, typed); // autofill or a paste that bypassed the paste event
      return;
    }
    if (!isDigit(typed)) {
      onReject?.(index);
      return;
    }
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const target = event.key === 'Backspace' && !digits[index] && index > 0 ? index - 1 : index;
      onChange(digits.map((d, i) => (i === target ? '' : d)));
      focusBox(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    distribute(index, event.clipboardData.getData('text'));
  };

  return (
    <Box role="group" aria-label={t('otp.code')} sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <OutlinedInput
          key={index}
          value={digit}
          error={!!invalid?.[index]}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputRef={(el: HTMLInputElement | null) => {
            boxes.current[index] = el;
          }}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e as KeyboardEvent<HTMLInputElement>)}
          onPaste={(e) => onPaste(index, e as ClipboardEvent<HTMLInputElement>)}
          onFocus={(e) => e.target.select()}
          inputProps={{
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            'aria-label': t('otp.digit', { n: index + 1 }),
            'aria-describedby': describedBy,
          }}
          sx={{
            width: { xs: 52, sm: 60 },
            height: { xs: 56, sm: 64 },
            '& input': { textAlign: 'center', fontSize: '1.6rem', fontWeight: 600, p: 0 },
          }}
        />
      ))}
    </Box>
  );
}
