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

/** The Settings section that leads to My doctors. */
export function MyDoctorsCard() {
  return (
    <Card title="My doctors">
      <Row>
        <p>See who can read your record, answer doctors&apos; requests, or remove a doctor.</p>
        <ButtonLink to="/patient/settings/doctors" variant="secondary">
          Manage my doctors
        </ButtonLink>
      </Row>
    </Card>
  );
}
