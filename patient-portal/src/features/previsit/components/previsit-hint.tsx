import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Appointment } from '../../../lib/api-types';
import { PREVISIT_TEXT as TEXT } from './previsit-text';

const HOUR_MS = 60 * 60 * 1000;

const Hint = styled(Link)`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  white-space: nowrap;
`;

/**
 * Under an upcoming appointment of the list: a way to its questionnaire once it is open, and to
 * the check-in once that is. The browser's clock only chooses the words; the server decides.
 */
export function PrevisitHint({ appointment }: { appointment: Appointment }) {
  // Read once when the row appears: the words may lag a reload behind, the server never does.
  const [now] = useState(() => Date.now());
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return null;
  const start = appointment.start ? Date.parse(appointment.start) : NaN;
  if (Number.isNaN(start) || now >= start || start - now > 72 * HOUR_MS) return null;
  return (
    <Hint to={`/patient/appointments/view/${encodeURIComponent(appointment._id)}`}>
      {start - now <= 24 * HOUR_MS ? TEXT.checkInOpen : TEXT.questionnaireOpen}
    </Hint>
  );
}
