import { useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { FieldError, Fieldset } from '@careconnect/shared-ui';
import { CODE_DIGITS_MESSAGE, CODE_LENGTH, type VerifyValues } from './verify-schema';

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(${CODE_LENGTH}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  max-width: 392px;
  margin-bottom: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Box = styled.input`
  width: 100%;
  min-width: 0;
  height: 52px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.5rem;
  font-weight: 700;
  text-align: center;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** What a box's input event brings: the digit(s) typed, or nothing usable. */
function incomingDigits(previous: string, value: string): string | null {
  let incoming = value;
  // Typing into a filled box whose text was not selected: keep the new character.
  if (previous && value.length === 2) {
    if (value.startsWith(previous)) incoming = value.slice(1);
    else if (value.endsWith(previous)) incoming = value.slice(0, 1);
  }
  return /^\d+$/.test(incoming) ? incoming : null;
}

/**
 * Spec §2 "Verify": seven one-digit boxes. Typing a digit moves to the next box, Backspace on an
 * empty box moves back, a pasted code fills the boxes, anything but digits is refused. The
 * hidden `code` input holds the joined digits.
 */
export function CodeBoxes() {
  const { values, errors, touched, isSubmitting, setValues, setFieldTouched } =
    useFormikContext<VerifyValues>();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [refused, setRefused] = useState(false);
  const { digits } = values;
  const code = digits.join('');

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setRefused(false);
    void setValues({ ...values, digits: next, code: next.join('') });
  };

  /** Writes `text` into the boxes from `start` on and moves to the box after the last one. */
  const fill = (start: number, text: string) => {
    const next = [...digits];
    let index = start;
    for (const digit of text) {
      if (index >= CODE_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    update(next);
    focusBox(index);
  };

  const onChange = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      update(next);
      return;
    }
    const incoming = incomingDigits(digits[index] ?? '', value);
    if (incoming === null) {
      setRefused(true);
      return;
    }
    fill(index, incoming);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/[\s-]/g, '');
    if (!pasted) return;
    if (!/^\d+$/.test(pasted)) {
      setRefused(true);
      return;
    }
    // A whole code goes into all the boxes, wherever it was pasted.
    fill(pasted.length >= CODE_LENGTH ? 0 : index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  // The code counts as touched once focus leaves the boxes, not when it moves between them.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const group = event.currentTarget.closest('fieldset');
    if (group && event.relatedTarget instanceof Node && group.contains(event.relatedTarget)) return;
    void setFieldTouched('code', true);
  };

  const error = refused
    ? CODE_DIGITS_MESSAGE
    : touched.code && typeof errors.code === 'string'
      ? errors.code
      : undefined;

  return (
    <Fieldset legend="Verification code" aria-describedby={error ? 'code-error' : undefined}>
      <Boxes>
        {digits.map((digit, index) => (
          <Box
            // The boxes never reorder: the index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={isSubmitting}
            onChange={(event) => onChange(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
          />
        ))}
      </Boxes>
      <input type="hidden" name="code" value={code} />
      {error ? (
        <FieldError id="code-error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
