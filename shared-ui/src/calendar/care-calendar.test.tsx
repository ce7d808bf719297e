import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import type { CalendarEvent } from './appointment-events';
import { CareCalendar } from './care-calendar';
import { CalendarToolbar } from './calendar-toolbar';
import { StatusLegend } from './status-legend';

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'ap-1',
    title: 'Jane Cooper',
    start: new Date('2026-11-24T15:00:00.000Z'),
    end: new Date('2026-11-24T15:30:00.000Z'),
    status: 'confirmed',
    resourceId: 'doc-1',
    appointment: {
      _id: 'ap-1',
      date: '2026-11-24',
      timeSlot: '10:00 AM - 10:30 AM',
      doctor: { _id: 'doc-1' },
    },
    ...overrides,
  };
}

const now = () => new Date('2026-11-24T14:10:00.000Z');

it('shows each appointment as a block that names the time, the patient and the status', () => {
  const open = jest.fn();
  renderWithProviders(
    <CareCalendar
      zone="America/New_York"
      view="day"
      date="2026-11-24"
      events={[event()]}
      scrollToMinutes={9 * 60}
      getNow={now}
      onOpenEvent={open}
    />,
  );
  // 15:00 UTC is 10:00 in New York: the block reads the doctor's time.
  const block = screen.getByRole('button', {
    name: /10:00 AM – 10:30 AM\s*Jane Cooper\s*Confirmed/,
  });
  expect(block).toHaveClass('cc-status-confirmed');
  expect(block).toHaveAttribute('tabindex', '0');

  fireEvent.click(block);
  expect(open).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(block, { key: 'Enter' });
  fireEvent.keyDown(block, { key: ' ' });
  fireEvent.keyDown(block, { key: 'a' });
  expect(open).toHaveBeenCalledTimes(3);
  expect(open.mock.calls[0]![0]).toMatchObject({ id: 'ap-1' });
});

it('shades the slots outside working hours', () => {
  const { container } = renderWithProviders(
    <CareCalendar
      zone="UTC"
      view="day"
      date="2026-11-24"
      events={[]}
      scrollToMinutes={9 * 60}
      isOpen={(start) => start.getUTCHours() >= 9 && start.getUTCHours() < 17}
      getNow={now}
      onOpenEvent={jest.fn()}
    />,
  );
  const open = container.querySelectorAll('.rbc-day-slot .cc-open');
  const closed = container.querySelectorAll('.rbc-day-slot .cc-closed');
  // 30-minute rows: 16 open (09:00–17:00), 32 closed.
  expect(open).toHaveLength(16);
  expect(closed).toHaveLength(32);
});

it('puts each doctor in a column of the day', () => {
  renderWithProviders(
    <CareCalendar
      zone="UTC"
      view="day"
      date="2026-11-24"
      events={[event({ resourceId: 'doc-2', title: 'Omar Farouk' })]}
      resources={[
        { id: 'doc-1', title: 'Dr. Ana Silva', subtitle: 'Cardiology' },
        { id: 'doc-2', title: 'Dr. Marcus Okafor', subtitle: 'Dermatology' },
      ]}
      scrollToMinutes={9 * 60}
      getNow={now}
      onOpenEvent={jest.fn()}
    />,
  );
  expect(screen.getByText('Dr. Ana Silva')).toBeInTheDocument();
  expect(screen.getByText('Dermatology')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Omar Farouk/ })).toBeInTheDocument();
});

it('offers Today, Back, Next and the two views, and says which view is on', () => {
  const handlers = { onToday: jest.fn(), onBack: jest.fn(), onNext: jest.fn(), onView: jest.fn() };
  renderWithProviders(
    <CalendarToolbar
      title="November 23 – 29, 2026"
      note="Times in America/New_York"
      view="week"
      {...handlers}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'November 23 – 29, 2026' })).toBeVisible();
  expect(screen.getByText('Times in America/New_York')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Day' }));
  expect(handlers.onToday).toHaveBeenCalledTimes(1);
  expect(handlers.onBack).toHaveBeenCalledTimes(1);
  expect(handlers.onNext).toHaveBeenCalledTimes(1);
  expect(handlers.onView).toHaveBeenCalledWith('day');
});

it('lists what the colours mean', () => {
  renderWithProviders(
    <StatusLegend
      statuses={['pending', 'proposed', 'confirmed']}
      statusLabel={(s) => (s === 'proposed' ? 'Awaiting patient' : s)}
    />,
  );
  const list = screen.getByRole('list', { name: 'Status colours' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['pending', 'Awaiting patient', 'confirmed']);
});
