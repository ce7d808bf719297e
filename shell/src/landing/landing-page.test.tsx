import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from './landing-page';

const section = (name: string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('lists the five features of the spec, each with a decorative icon', () => {
    render(<LandingPage onNavigate={jest.fn()} />);
    const items = within(section('Features')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Easy appointment booking',
      'Find a provider',
      'Health records and tracking',
      'Virtual care',
      'Emergency services',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows how it works as an ordered list of three steps, numbered once for a listener', () => {
    render(<LandingPage onNavigate={jest.fn()} />);
    const list = within(section('How It Works')).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Create your account',
      'Book a visit',
      'Follow your care',
    ]);
    // The visible number is drawn for the eye; the ordered list already tells its position.
    expect(within(steps[1]!).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('attributes each of the two testimonials to a named patient', () => {
    render(<LandingPage onNavigate={jest.fn()} />);
    const quotes = within(section('Testimonials')).getAllByRole('figure');
    expect(quotes).toHaveLength(2);
    expect(quotes.map((quote) => quote.querySelector('figcaption strong')?.textContent)).toEqual([
      'Maria L.',
      'David K.',
    ]);
    const [maria, david] = quotes as [HTMLElement, HTMLElement];
    expect(maria.querySelector('figcaption')).toHaveTextContent('Maria L., Patient');
    expect(david.querySelector('figcaption')).toHaveTextContent('David K., Patient');
    expect(within(maria).getByText('ML')).toHaveAttribute('aria-hidden', 'true');
    expect(within(david).getByText(/^My doctor sends my meal plan here/)).toBeInTheDocument();
  });

  it('keeps the hero illustration and the marks out of the accessibility tree', () => {
    const { container } = render(<LandingPage onNavigate={jest.fn()} />);
    const hero = container.querySelector('.cc-hero-art');
    expect(hero).not.toBeNull();
    expect(hero).toHaveAttribute('aria-hidden', 'true');
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByText('50,000+')).toBeInTheDocument();
    expect(screen.getByText('4.9/5')).toBeInTheDocument();
  });

  it('leads a visitor to sign-up from the closing call, and a signed-in user to the dashboard', async () => {
    const onNavigate = jest.fn();
    const { unmount } = render(<LandingPage onNavigate={onNavigate} />);
    const closing = section('Your next appointment is a few taps away.');
    await userEvent.click(within(closing).getByRole('link', { name: 'Get Started' }));
    expect(onNavigate).toHaveBeenCalledWith('/signup');
    unmount();

    render(<LandingPage onNavigate={onNavigate} dashboard="/doctor/dashboard" />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(
      within(section('Your next appointment is a few taps away.')).getByRole('link', {
        name: 'Go to your dashboard',
      }),
    ).toHaveAttribute('href', '/doctor/dashboard');
  });
});
