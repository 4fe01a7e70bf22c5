// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayPicker } from '../../src/inputs/DayPicker';
import { typedDateProblem } from '../../src/inputs/useTypedDate';

afterEach(cleanup);

describe('typedDateProblem', () => {
  it('tells a half-typed date from an impossible one, by what the field shows', () => {
    expect(typedDateProblem('', 'DD-MM-YYYY', false)).toBeNull();
    expect(typedDateProblem('15-06-YYYY', 'DD-MM-YYYY', false)).toBe('incomplete');
    expect(typedDateProblem('DD-MM-2028', 'DD-MM-YYYY', false)).toBe('incomplete');
    expect(typedDateProblem('31-02-2026', 'DD-MM-YYYY', false)).toBe('impossible');
    expect(typedDateProblem('15-06-2028', 'DD-MM-YYYY', true)).toBeNull();
    expect(typedDateProblem('\u2066١٥-٠٦-٢٠٢٨\u2069', 'DD-MM-YYYY', false)).toBe('impossible');
    expect(typedDateProblem('15-06-2028 hh:mm', 'DD-MM-YYYY HH:mm', false)).toBe('incomplete');
  });
});

/** A key at a time into the part in focus, with time between keys for the picker's own timers. */
async function typeAtPace(digits: string) {
  fireEvent.click(screen.getByRole('spinbutton', { name: 'Day' }));
  for (const digit of digits) {
    const part = document.activeElement as HTMLElement;
    fireEvent.input(part, { target: { textContent: digit } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

const shownText = () => screen.getByRole('group', { name: 'Expiry' }).textContent?.replace(/[^0-9-]/g, '');

function Owner({ seen, problems = [] }: { seen: string[]; problems?: (string | null)[] }) {
  const [value, setValue] = useState('');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DayPicker
        label="Expiry"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        onProblem={(problem) => problems.push(problem)}
      />
    </LocalizationProvider>
  );
}

describe('DayPicker typed digit by digit', () => {
  it('keeps every part typed at a person’s pace and passes on only the whole date', async () => {
    const seen: string[] = [];
    render(<Owner seen={seen} />);
    await typeAtPace('15062028');
    const shown = screen.getByRole('group', { name: 'Expiry' }).textContent?.replace(/[^0-9-]/g, '');
    expect(shown).toBe('15-06-2028');
    expect(seen).toEqual(['2028-06-15']);
  });

  it('keeps 31-02-2026 as typed, passes nothing on, and answers it when the field is left', async () => {
    const seen: string[] = [];
    const problems: (string | null)[] = [];
    render(<Owner seen={seen} problems={problems} />);
    await typeAtPace('31022026');
    expect(shownText()).toBe('31-02-2026');
    fireEvent.blur(document.activeElement as HTMLElement, { relatedTarget: document.body });
    expect(await screen.findByText('dates.impossible')).toBeTruthy();
    expect(problems).toEqual(['impossible']);
    expect(seen).toEqual([]);
  });

  it('answers a day and month without a year as incomplete when left', async () => {
    const problems: (string | null)[] = [];
    render(<Owner seen={[]} problems={problems} />);
    await typeAtPace('1506');
    fireEvent.blur(document.activeElement as HTMLElement, { relatedTarget: document.body });
    expect(await screen.findByText('dates.incomplete')).toBeTruthy();
    expect(problems).toEqual(['incomplete']);
  });
});
