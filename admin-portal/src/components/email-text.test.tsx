import { render } from '@testing-library/react';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('reads as the address, with wrap points before the @ and after each dot', () => {
    const { container } = render(<EmailText text="daniel.fischer@careconnect.test" />);
    expect(container).toHaveTextContent(/^daniel\.fischer@careconnect\.test$/);
    expect(container.innerHTML).toBe('daniel.<wbr>fischer<wbr>@careconnect.<wbr>test');
  });

  it('leaves a text without dots or @ as it is', () => {
    const { container } = render(<EmailText text="N/A" />);
    expect(container.innerHTML).toBe('N/A');
  });
});
