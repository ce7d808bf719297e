import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { InsideMainContext } from '../landmarks';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('shows the spec texts (with the typographic apostrophe) and a link home', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByText('404', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you’re looking for doesn’t exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('inside an area leads back to that area’s dashboard', () => {
    renderWithProviders(
      <NotFound home={{ to: '/doctor/dashboard', label: 'Go to your dashboard' }} />,
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/doctor/dashboard',
    );
  });

  it('is the page’s main landmark on its own, a section inside an area', () => {
    const { unmount } = renderWithProviders(<NotFound />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <InsideMainContext.Provider value>
        <NotFound />
      </InsideMainContext.Provider>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
