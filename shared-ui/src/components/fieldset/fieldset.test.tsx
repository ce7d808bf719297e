import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../theme/themes';
import { Fieldset } from './fieldset';

it('names its fields by the legend, and passes on what describes it', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <Fieldset legend="Food 1" aria-describedby="hint">
        <label>
          Food Name <input />
        </label>
      </Fieldset>
      <p id="hint">Every row needs a name.</p>
    </ThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Food 1' });
  expect(group.tagName).toBe('FIELDSET');
  expect(group).toHaveAccessibleDescription('Every row needs a name.');
  expect(screen.getByRole('textbox', { name: 'Food Name' })).toBeInTheDocument();
});

it('draws a frame around a boxed group only', () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <Fieldset legend="Plain">
        <input aria-label="a" />
      </Fieldset>
      <Fieldset boxed legend="Boxed">
        <input aria-label="b" />
      </Fieldset>
    </ThemeProvider>,
  );
  expect(screen.getByRole('group', { name: 'Plain' })).toHaveStyle({ padding: '0px' });
  expect(screen.getByRole('group', { name: 'Boxed' })).toHaveStyle({
    padding: lightTheme.space.md,
    'border-radius': lightTheme.radii.md,
  });
});
