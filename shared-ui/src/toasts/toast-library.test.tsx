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
  it('is not part of the first render: the host fetches it once the first frame has painted', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>page</p>);
      expect(mockLibraryEvaluated).not.toHaveBeenCalled();
      // two frame callbacks, then a task
      await act(async () => {
        jest.runOnlyPendingTimers();
        jest.runOnlyPendingTimers();
        jest.runOnlyPendingTimers();
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
