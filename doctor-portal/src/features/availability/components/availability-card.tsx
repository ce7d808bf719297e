import styled from 'styled-components';
import { ButtonLink, Card } from '@careconnect/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The Settings section that leads to the doctor's hours. */
export function AvailabilityCard() {
  return (
    <Card title="Availability">
      <Row>
        <p>Your weekly hours, days off, appointment length and how far ahead patients may book.</p>
        <ButtonLink to="/doctor/settings/availability" variant="secondary">
          Set availability
        </ButtonLink>
      </Row>
    </Card>
  );
}
