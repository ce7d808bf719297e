import { screen } from '@testing-library/react';

/** Theme red of field errors (light theme's `danger`). */
export const ERROR_RED = 'rgb(180, 35, 24)';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `label` (a required field's label ends with a hidden ' *'). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`)) as HTMLInputElement;
}

/** The error message element tied to a control through aria-describedby, if any. */
export function errorOf(control: HTMLElement): HTMLElement | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? document.getElementById(errorId) : null;
}

/** Asserts that `message` shows in red under the field labelled `label`. */
export function expectFieldError(label: string, message: string) {
  const control = field(label);
  const error = errorOf(control);
  expect(error).not.toBeNull();
  expect(error).toHaveTextContent(message);
  expect(getComputedStyle(error!).color).toBe(ERROR_RED);
  // Under the field: after the control, in the same field block.
  expect(control.compareDocumentPosition(error!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(control.parentElement).toBe(error!.parentElement);
  expect(control).toHaveAttribute('aria-invalid', 'true');
}

export function expectNoFieldError(label: string) {
  expect(errorOf(field(label))).toBeNull();
}
