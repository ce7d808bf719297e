import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../theme/themes';
import { SearchField } from './search-field';

const inTheme = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

afterEach(() => jest.useRealTimers());

it('is a labelled search box', () => {
  inTheme(<SearchField label="Search" value="" placeholder="Name or email" onChange={jest.fn()} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  expect(box).toHaveAttribute('type', 'search');
  expect(box).toHaveAttribute('placeholder', 'Name or email');
  expect(screen.queryByRole('search')).toBeNull();
});

it('searches once typing pauses, and at once on Enter without submitting the form', () => {
  jest.useFakeTimers();
  const onSearch = jest.fn();
  const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
  inTheme(
    <form onSubmit={onSubmit}>
      <SearchField label="Search" value="" onSearch={onSearch} />
    </form>,
  );
  const box = screen.getByRole('searchbox', { name: 'Search' });
  fireEvent.change(box, { target: { value: 'jan' } });
  act(() => jest.advanceTimersByTime(200));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(100));
  expect(onSearch).toHaveBeenCalledWith('jan');

  onSearch.mockClear();
  fireEvent.change(box, { target: { value: 'jane' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onSearch).toHaveBeenCalledWith('jane');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('follows a value changed from outside (Clear filters, Back)', () => {
  function Screen() {
    const [q, setQ] = useState('smith');
    return (
      <>
        <SearchField label="Search" value={q} onSearch={setQ} />
        <button type="button" onClick={() => setQ('')}>
          Clear
        </button>
      </>
    );
  }
  inTheme(<Screen />);
  expect(screen.getByRole('searchbox')).toHaveValue('smith');
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
});

it('hands over every keystroke to a list that waits on its own, inside a search landmark', () => {
  const onChange = jest.fn();
  inTheme(<SearchField landmark label="Search by name" value="" onChange={onChange} />);
  const box = screen.getByRole('searchbox', { name: 'Search by name' });
  fireEvent.change(box, { target: { value: 'a' } });
  expect(onChange).toHaveBeenCalledWith('a');
  expect(screen.getByRole('search')).toContainElement(box);
});
