import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { notify } from '../toasts/notify';
import { sessionStore, useSession } from '../session/session-store';
import { renderWithProviders, resetSession } from './index';

afterEach(() => act(() => resetSession()));

function AppointmentView() {
  const { id } = useParams();
  const firstName = useSession((state) => state.user?.firstName);
  return (
    <p>
      Appointment {id} for {firstName}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders at a route with its params, with a signed-in session', () => {
    renderWithProviders(<AppointmentView />, {
      route: '/patient/appointments/view/a-7',
      path: '/patient/appointments/view/:id',
      session: {
        token: 't',
        user: { _id: 'u', firstName: 'Jane', lastName: 'Doe', email: 'j@x.test', role: 'patient' },
      },
    });
    expect(screen.getByText('Appointment a-7 for Jane')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('t');
  });

  it('provides the theme and a toast host', async () => {
    const Themed = styled.p`
      color: ${({ theme }) => theme.colors.danger};
    `;
    renderWithProviders(<Themed>red</Themed>, {
      session: {
        token: 't',
        user: { _id: 'u', firstName: 'J', lastName: 'D', email: 'j@x.test', role: 'patient' },
        theme: 'dark',
      },
    });
    expect(getComputedStyle(screen.getByText('red')).color).toBe('rgb(255, 155, 147)');
    act(() => {
      notify.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
