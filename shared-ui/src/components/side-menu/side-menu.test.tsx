import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_AVATAR } from '../../assets/default-avatar';
import { renderWithProviders } from '../../testing';
import { currentEntry, SideMenu, type SideMenuProps } from './side-menu';

const entries = [
  { label: 'Home', to: '/patient/dashboard' },
  { label: 'Appointments', to: '/patient/appointments' },
];

function Drawer(props: Partial<SideMenuProps>) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu
        entries={entries}
        user={{ firstName: 'Jane', lastName: 'Doe', image: null }}
        onLogout={jest.fn()}
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={opener}
        {...props}
      />
    </>
  );
}

describe('SideMenu', () => {
  it("reads 'Loading...' until the user is known, then the full name", () => {
    const { rerender } = renderWithProviders(
      <SideMenu entries={entries} user={null} onLogout={jest.fn()} open onClose={jest.fn()} />,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(
      <SideMenu
        entries={entries}
        user={{ firstName: 'Jane', lastName: 'Doe' }}
        onLogout={jest.fn()}
        open
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the stored photo only when it starts with http, else the bundled default', () => {
    const menu = (image: string | null) => (
      <SideMenu
        entries={entries}
        user={{ firstName: 'Jane', lastName: 'Doe', image }}
        onLogout={jest.fn()}
        open
        onClose={jest.fn()}
      />
    );
    const { rerender } = renderWithProviders(menu('https://cdn.test/jane.png'));
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      'https://cdn.test/jane.png',
    );
    rerender(menu('uploads/jane.png'));
    const photo = screen.getByRole('img', { name: 'Profile photo' });
    expect(photo).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(photo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    rerender(menu(null));
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
  });

  it('lists the entries as links and offers Logout', async () => {
    const onLogout = jest.fn();
    renderWithProviders(
      <SideMenu entries={entries} user={null} onLogout={onLogout} open onClose={jest.fn()} />,
      { route: '/patient/appointments' },
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/patient/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('marks the entry of a section current on the pages below it, even when its link carries an id', () => {
    const doctorEntries = [
      { label: 'Home', to: '/doctor/dashboard' },
      { label: 'Appointments', to: '/doctor/appointments/u-7', sections: ['/doctor/appointments'] },
      { label: 'Patients', to: '/doctor/patients/u-7', sections: ['/doctor/patients'] },
    ];
    const currentAt = (path: string) => currentEntry(doctorEntries, path)?.label;
    expect(currentAt('/doctor/appointments')).toBe('Appointments');
    expect(currentAt('/doctor/appointments/u-7')).toBe('Appointments');
    expect(currentAt('/doctor/appointments/view/a-1')).toBe('Appointments');
    expect(currentAt('/doctor/patients/view/p-1')).toBe('Patients');
    expect(currentAt('/doctor/dashboard/')).toBe('Home');
    // A path that only starts with the same letters is another section.
    expect(currentAt('/doctor/appointmentsx')).toBeUndefined();
    expect(currentAt('/doctor/calendar')).toBeUndefined();

    renderWithProviders(
      <SideMenu
        entries={doctorEntries}
        user={null}
        onLogout={jest.fn()}
        open
        onClose={jest.fn()}
      />,
      { route: '/doctor/appointments' },
    );
    const appointments = screen.getByRole('link', { name: 'Appointments' });
    expect(appointments).toHaveAttribute('aria-current', 'page');
    expect(appointments).toHaveAttribute('href', '/doctor/appointments/u-7');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Patients' })).not.toHaveAttribute('aria-current');
  });

  it('on small screens is a drawer: hidden, opened, closed by its close button', async () => {
    renderWithProviders(<Drawer />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toBeVisible();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    await userEvent.click(close);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on Escape, on the backdrop and when an entry is chosen', async () => {
    renderWithProviders(<Drawer />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menuShown = () => screen.queryByRole('navigation', { name: 'Main menu' });

    await open();
    await userEvent.keyboard('{Escape}');
    expect(menuShown()).not.toBeInTheDocument();

    await open();
    await userEvent.click(screen.getByTestId('menu-backdrop'));
    expect(menuShown()).not.toBeInTheDocument();

    await open();
    await userEvent.click(screen.getByRole('link', { name: 'Appointments' }));
    expect(menuShown()).not.toBeInTheDocument();
  });
});
