import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { installSvgMeasurements } from '../testing';

// Records when the chart library is first required: an off-screen chart must not do it.
const mockLoads: string[] = [];
jest.mock('react-apexcharts', () => {
  mockLoads.push('react-apexcharts');
  return jest.requireActual('react-apexcharts');
});

/** A stand-in IntersectionObserver the test drives: `show()` brings every observed element near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

installSvgMeasurements();
beforeEach(() => {
  FakeObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  act(() => resetSession());
});

it('draws a chart (and loads the chart library) only once it comes near the visible page', async () => {
  const { PeopleDoughnutChart } = await import('@careconnect/shared-ui/charts');
  const { container } = renderWithProviders(<PeopleDoughnutChart doctors={1} patients={3} />);
  expect(screen.getByRole('heading', { name: 'Doctors vs Patients' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
  // Its numbers are there for screen readers whether or not it is drawn.
  expect(screen.getByRole('table', { name: 'Doctors vs Patients' })).toBeInTheDocument();

  const [observer] = FakeObserver.instances;
  expect(observer?.options?.rootMargin).toBe('100px 0px');
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(mockLoads).toEqual([]);
  expect(container.querySelector('.apexcharts-canvas')).toBeNull();

  act(() => observer!.show());
  expect(observer!.disconnected).toBe(true);
  await waitFor(() => expect(container.querySelector('.apexcharts-canvas')).not.toBeNull());
  expect(mockLoads).toEqual(['react-apexcharts']);
});
