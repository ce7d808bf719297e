import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { notify } from './notify';

// Counts the times react-toastify's module is evaluated (its first import, anywhere).
const mockLibraryEvaluated = jest.fn();
jest.mock('react-toastify', () => {
  mockLibraryEvaluated();
  return jest.requireActual('react-toastify');
});

describe('the toast library', () => {
  it('is not part of the first load: the host fetches it at the first input on the page', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>page</p>);
      await act(async () => {
        jest.runOnlyPendingTimers();
        jest.runOnlyPendingTimers();
        jest.runOnlyPendingTimers();
      });
      expect(mockLibraryEvaluated).not.toHaveBeenCalled();
      await act(async () => {
        screen.getByText('page').dispatchEvent(new Event('pointerdown', { bubbles: true }));
        await Promise.resolve();
      });
      expect(mockLibraryEvaluated).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a toast asked for before the library is in (then shows them at once)', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Login successful');
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});
