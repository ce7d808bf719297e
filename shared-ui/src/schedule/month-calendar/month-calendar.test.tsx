import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '@careconnect/shared-ui';
import { MonthCalendar } from './month-calendar';

const free = new Set(['2026-12-01', '2026-12-02', '2026-12-08', '2026-12-31']);

function Harness({ onSelect = () => undefined }: { onSelect?: (date: string) => void }) {
  const [month, setMonth] = useState('2026-12');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <AppThemeProvider>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          onSelect(date);
        }}
        isEnabled={(date) => free.has(date)}
        today="2026-11-24"
        minMonth="2026-11"
        maxMonth="2027-01"
      />
    </AppThemeProvider>
  );
}

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it('is a grid of the month, Monday first, free days enabled and the others disabled', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 December 2026 is a Tuesday: one blank cell before it.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell')[0]).toBeEmptyDOMElement();
    expect(within(firstWeek).getAllByRole('gridcell')[1]).toHaveTextContent('1');
    expect(day('Tuesday 1 December 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Thursday 3 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Days with a dot have free times.')).toBeInTheDocument();
  });

  it('chooses a free day and ignores a disabled one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Harness onSelect={(date) => chosen.push(date)} />);
    await user.click(day('Thursday 3 December 2026'));
    expect(chosen).toEqual([]);
    await user.click(day('Tuesday 8 December 2026'));
    expect(chosen).toEqual(['2026-12-08']);
    expect(day('Tuesday 8 December 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('has one tab stop and moves by arrows, Home/End and pages, choosing with Enter', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<Harness onSelect={(date) => chosen.push(date)} />);
    const tabStops = screen
      .getAllByRole('gridcell')
      .map((cell) => cell.querySelector('button'))
      .filter((button) => button?.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
    expect(tabStops[0]).toHaveAccessibleName('Tuesday 1 December 2026');

    await user.tab(); // Previous month
    await user.tab(); // Next month
    await user.tab();
    expect(day('Tuesday 1 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday 2 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Wednesday 9 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('Tuesday 1 December 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday 30 November 2026')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(day('Sunday 6 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day('Wednesday 2 December 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['2026-12-02']);
    await user.keyboard('{ArrowRight}{ }');
    expect(chosen).toEqual(['2026-12-02']); // the 3rd has no free times
    await user.keyboard('{PageDown}');
    expect(day('Sunday 3 January 2027')).toHaveFocus();
    // January is the last month one may see.
    await user.keyboard('{PageDown}');
    expect(day('Sunday 3 January 2027')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('goes to other months with Previous and Next, within the limits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(day('Tuesday 24 November 2026')).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
  });
});
