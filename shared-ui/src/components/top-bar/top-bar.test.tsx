import { screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '../../testing';
import { TopBar } from './top-bar';

afterEach(() => resetSession());

describe('TopBar', () => {
  it('is the banner with the title, the menu button slot and the theme switch', () => {
    renderWithProviders(<TopBar title="Doctor" menuButton={<button>Open menu</button>} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Doctor');
    // The product's name stands beside the area's.
    expect(banner).toHaveTextContent(/Open menuCareConnectDoctor/);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  });
});
