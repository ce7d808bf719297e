// A searchable choice (the ARIA 1.2 combobox pattern, from downshift's useCombobox): an input
// that filters, a listbox of options with an optional second line, grouped under headings.
// Kept in the forms entry so downshift never reaches the landing page.
import { Fragment, useId, type ReactNode } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import styled from 'styled-components';
import { FieldError } from '@careconnect/shared-ui';
// Styles only (no state), so a relative import is safe under Module Federation.
import { controlStyles } from '../../components/text-input/text-input';

export interface ComboboxOption {
  value: string;
  /** The first line, and the input's text once chosen. */
  label: string;
  /**
   * A second line that tells similar options apart ('Born March 4, 1985 · phone ending 42'); a
   * narrow list wraps it only between the parts joined by ' · '.
   */
  detail?: string;
  /** A heading the option is listed under; options of one group must be next to each other. */
  group?: string;
}

export interface ComboboxMessages {
  /** While the options load, e.g. 'Loading patients…'. */
  loading: string;
  /** Nothing matches the typed text, e.g. 'No patients match “Jo”'. */
  empty: (text: string) => string;
}

export interface ComboboxProps {
  label: ReactNode;
  /** The options matching what was typed (the caller searches, usually on the server). */
  options: readonly ComboboxOption[];
  /** The chosen option, or null. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption | null) => void;
  /** Called with the typed text on every change (debounce before searching with it). */
  onSearch: (text: string) => void;
  messages: ComboboxMessages;
  loading?: boolean;
  /** A load failure, shown under the field as an alert. */
  failure?: string;
  /** The validation message, shown under the field in red. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onBlur?: () => void;
  /** The input's name (forms, tests). */
  name?: string;
  id?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Anchor = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlStyles}
  padding-right: 40px;
`;

const Chevron = styled.svg`
  position: absolute;
  right: 12px;
  top: 50%;
  width: 16px;
  height: 16px;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: min(320px, 50vh);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const GroupHeading = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} 12px ${theme.space.xs}`};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 44px;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm} 12px;
  border-left: 3px solid transparent;
  cursor: pointer;

  &[aria-selected='true'],
  &[data-highlighted='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[data-highlighted='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-selected='true'] > span:first-child {
    font-weight: 600;
  }
`;

const Detail = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One fact of the second line, never broken inside ('phone ending 42' stays together). */
const DetailPart = styled.span`
  white-space: nowrap;
`;

/** Parts of a second line are joined by ' · '; a narrow list wraps between them only. */
function detailParts(detail: string): ReactNode {
  return detail.split(' · ').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      <DetailPart>{part}</DetailPart>
    </Fragment>
  ));
}

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 12px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const optionText = (option: ComboboxOption | null) => option?.label ?? '';

/**
 * Leaving the field never chooses by itself: the text goes back to the chosen option's label,
 * and an emptied field clears the choice.
 */
function stateReducer(
  state: UseComboboxState<ComboboxOption>,
  { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
): Partial<UseComboboxState<ComboboxOption>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    const cleared = state.inputValue.trim() === '';
    const selectedItem = cleared ? null : state.selectedItem;
    return { ...changes, selectedItem, inputValue: optionText(selectedItem) };
  }
  return changes;
}

interface Group {
  name: string | undefined;
  options: { option: ComboboxOption; index: number }[];
}

function groupsOf(options: readonly ComboboxOption[]): Group[] {
  const groups: Group[] = [];
  options.forEach((option, index) => {
    const last = groups[groups.length - 1];
    if (last && last.name === option.group) last.options.push({ option, index });
    else groups.push({ name: option.group, options: [{ option, index }] });
  });
  return groups;
}

/** A searchable choice: type to filter, arrows to move, Enter to choose, Escape to close. */
export function Combobox({
  label,
  options,
  selected,
  onSelect,
  onSearch,
  messages,
  loading = false,
  failure,
  error,
  hint,
  required,
  disabled,
  placeholder,
  onBlur,
  name,
  id,
}: ComboboxProps) {
  const generated = useId().replace(/:/g, '');
  const inputId = id ?? `combobox${generated}`;
  const hintId = `${inputId}-hint`;
  const failureId = `${inputId}-failure`;
  const errorId = `${inputId}-error`;
  const items = options as ComboboxOption[];

  const {
    isOpen,
    inputValue,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<ComboboxOption>({
    id: `${inputId}-cb`,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-listbox`,
    items,
    itemToString: optionText,
    itemToKey: (option) => option?.value ?? null,
    selectedItem: selected,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
    onInputValueChange: ({ inputValue: text, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) onSearch(text);
    },
  });

  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint ? hintId : null, failure ? failureId : null, hasError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const typed = inputValue.trim();
  const status = loading
    ? messages.loading
    : items.length === 0 && !failure
      ? messages.empty(typed)
      : null;

  return (
    <Field>
      <Label {...getLabelProps()}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <Anchor>
        <Input
          {...getInputProps({
            name,
            disabled,
            placeholder,
            onBlur,
            'aria-required': required || undefined,
            'aria-invalid': hasError || undefined,
            'aria-describedby': describedBy,
          })}
          autoComplete="off"
        />
        <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </Chevron>
        <Popup hidden={!isOpen || (items.length === 0 && !status)}>
          <List {...getMenuProps()} hidden={!isOpen || items.length === 0}>
            {isOpen
              ? groupsOf(items).map((group, groupIndex) => {
                  const rows = group.options.map(({ option, index }) => (
                    <Option
                      key={option.value}
                      data-highlighted={highlightedIndex === index}
                      {...getItemProps({ item: option, index })}
                    >
                      <span>{option.label}</span>
                      {option.detail ? <Detail>{detailParts(option.detail)}</Detail> : null}
                    </Option>
                  ));
                  if (!group.name) return <Fragment key={`group${groupIndex}`}>{rows}</Fragment>;
                  const headingId = `${inputId}-group${groupIndex}`;
                  return (
                    <li key={group.name} role="group" aria-labelledby={headingId}>
                      <GroupHeading id={headingId} role="presentation">
                        {group.name}
                      </GroupHeading>
                      <ul role="presentation">{rows}</ul>
                    </li>
                  );
                })
              : null}
          </List>
          {isOpen && status ? <Status role="status">{status}</Status> : null}
        </Popup>
      </Anchor>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {failure ? (
        <FieldError id={failureId} role="alert">
          {failure}
        </FieldError>
      ) : null}
      {hasError ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
