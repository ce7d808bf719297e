import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AreaLayout } from '../components/area-layout/area-layout';
import { renderWithProviders, resetSession } from '../testing';
import { notify } from './notify';
import { ToastHost } from './toast-host';

afterEach(() => {
  act(() => resetSession());
});

/** react-toastify closes a toast when its progress bar's CSS animation ends: that is its timer. */
function timerOf(text: string): string | null {
  const toastElement = screen.getByText(text).closest('.Toastify__toast');
  const bar = toastElement?.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar || bar.getAttribute('aria-hidden') === 'true') return null;
  return bar.style.animationDuration;
}

function containers() {
  return document.querySelectorAll('.Toastify__toast-container');
}

describe('notify', () => {
  it('shows each kind of toast with the spec §9 duration', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Login successful');
      notify.error('Login error: Login failed');
      notify.blank('Reset instructions sent to your email!');
      notify.custom(<strong>Custom content</strong>);
    });

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(timerOf('Login successful')).toBe('2000ms');
    expect(timerOf('Login error: Login failed')).toBe('4000ms');
    expect(timerOf('Reset instructions sent to your email!')).toBe('4000ms');
    expect(timerOf('Custom content')).toBe('4000ms');
  });

  it('keeps a loading toast until it is dismissed', async () => {
    renderWithProviders(<p>page</p>);
    let id: string | number = '';
    act(() => {
      id = notify.loading('Submitting…');
    });
    expect(await screen.findByText('Submitting…')).toBeInTheDocument();
    expect(timerOf('Submitting…')).toBeNull();

    act(() => notify.dismiss(id));
    const toastElement = screen.getByText('Submitting…').closest('.Toastify__toast');
    // The exit animation ends (jsdom plays none), then the toast leaves.
    act(() => {
      if (toastElement) fireEvent.animationEnd(toastElement);
    });
    await waitFor(() => expect(screen.queryByText('Submitting…')).not.toBeInTheDocument());
  });

  it('settles a loading toast into a success toast', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      const id = notify.loading('Saving…');
      notify.settle(id, 'success', 'User data updated successfully!');
    });
    expect(await screen.findByText('User data updated successfully!')).toBeInTheDocument();
    expect(timerOf('User data updated successfully!')).toBe('2000ms');
  });

  it('shows at most 20 toasts at a time', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let i = 1; i <= 25; i += 1) notify.blank(`Message ${i}`);
    });
    await screen.findByText('Message 20');
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(20);
    expect(screen.queryByText('Message 21')).not.toBeInTheDocument();
  });

  it('does not repeat a toast that has the same id', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.error('Your session has expired. Please log in again.', { toastId: 'expired' });
      notify.error('Your session has expired. Please log in again.', { toastId: 'expired' });
    });
    await screen.findByText('Your session has expired. Please log in again.');
    expect(screen.getAllByText('Your session has expired. Please log in again.')).toHaveLength(1);
  });
});

describe('ToastHost', () => {
  it('shows toasts at top-center by default, with an 8px gutter', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Saved');
    });
    await screen.findByText('Saved');
    expect(containers()).toHaveLength(1);
    expect(containers()[0]).toHaveClass('Toastify__toast-container--top-center');
    const toastElement = screen.getByText('Saved').closest('.Toastify__toast');
    expect(toastElement && getComputedStyle(toastElement).marginBottom).toBe('8px');
  });

  it('inside an area: one container, toasts at top-right', async () => {
    renderWithProviders(<AreaLayout title="Patient" menu={[]} />, {
      session: {
        token: 't',
        user: { _id: 'u', firstName: 'Jane', lastName: 'Doe', email: 'j@x.test', role: 'patient' },
      },
    });
    act(() => {
      notify.success('Appointment created successfully!');
    });
    await screen.findByText('Appointment created successfully!');
    expect(containers()).toHaveLength(1);
    expect(containers()[0]).toHaveClass('Toastify__toast-container--top-right');
  });

  it('keeps showing toasts after an area host goes away', async () => {
    function Page({ area }: { area: boolean }) {
      return area ? <ToastHost position="top-right" /> : null;
    }
    const view = renderWithProviders(<Page area />);
    view.rerender(<Page area={false} />);
    act(() => {
      notify.success('Login successful');
    });
    const toastElement = await screen.findByText('Login successful');
    expect(within(document.body).getAllByText('Login successful')).toHaveLength(1);
    expect(toastElement.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
  });
});
