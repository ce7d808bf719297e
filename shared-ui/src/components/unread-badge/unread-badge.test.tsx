import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { SideMenu } from '../side-menu/side-menu';
import { badgeText, ChatsShortcut, NotificationBell } from './unread-badge';

describe('unread badges', () => {
  it("the bell reads 'Notifications' with nothing unread and shows no number", () => {
    renderWithProviders(<NotificationBell to="/patient/notifications" count={0} />);
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/patient/notifications');
    expect(bell).toHaveTextContent('');
  });

  it('says the counts in words and shows the numbers', () => {
    renderWithProviders(
      <>
        <NotificationBell to="/doctor/notifications" count={3} />
        <ChatsShortcut to="/doctor/chats" count={1} />
      </>,
    );
    expect(screen.getByRole('link', { name: '3 unread notifications' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '1 unread message' })).toHaveTextContent('1');
  });

  it("shows '99+' above 99", () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    renderWithProviders(<ChatsShortcut to="/patient/chats" count={250} />);
    expect(screen.getByRole('link', { name: '250 unread messages' })).toHaveTextContent('99+');
  });

  it('a menu entry with a count names it after the label', () => {
    renderWithProviders(
      <SideMenu
        entries={[
          { label: 'Chats', to: '/patient/chats', badge: { count: 2, label: '2 unread messages' } },
          { label: 'Settings', to: '/patient/settings', badge: { count: 0, label: 'none' } },
        ]}
        user={{ firstName: 'Jane', lastName: 'Doe' }}
        onLogout={() => undefined}
        open
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'Chats (2 unread messages)' })).toHaveTextContent(
      'Chats2',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});
