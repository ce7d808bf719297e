import styled from 'styled-components';
import { ButtonLink, Card } from '@careconnect/shared-ui';
import { ACCESS_LOG_TEXT } from './access-log-text';

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

/** The Settings section that leads to "Who viewed my record". */
export function AccessLogCard() {
  return (
    <Card title={ACCESS_LOG_TEXT.title}>
      <Row>
        <p>{ACCESS_LOG_TEXT.settingsCard}</p>
        <ButtonLink to="/patient/access-log" variant="secondary">
          {ACCESS_LOG_TEXT.settingsLink}
        </ButtonLink>
      </Row>
    </Card>
  );
}
