import styled from 'styled-components';
import { StatusBadge } from '@careconnect/shared-ui';
import type { PrevisitState } from '../../../lib/api-types';
import { PREVISIT_LABELS as TEXT } from './previsit-labels';

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** "Checked in" and "Questionnaire answered" beside a visit; nothing before either. */
export function PrevisitBadges({ state }: { state: PrevisitState | undefined }) {
  if (!state) return null;
  const answered = state.questionnaire === 'submitted';
  if (!answered && !state.checkedInAt) return null;
  return (
    <Badges>
      {state.checkedInAt ? <StatusBadge tone="success">{TEXT.checkedIn}</StatusBadge> : null}
      {answered ? <StatusBadge tone="info">{TEXT.answered}</StatusBadge> : null}
    </Badges>
  );
}
