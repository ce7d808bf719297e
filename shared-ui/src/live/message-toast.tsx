import styled from 'styled-components';

const Open = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** 'New message from …' that opens the conversation when clicked. */
export function MessageToast({ text, onOpen }: { text: string; onOpen: () => void }) {
  return (
    <Open type="button" onClick={onOpen}>
      {text}
    </Open>
  );
}
