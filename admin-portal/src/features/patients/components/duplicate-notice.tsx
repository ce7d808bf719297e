import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongDate } from '@careconnect/shared-ui';
import { useDuplicates } from '../api/get-duplicates';

export const DUPLICATE_TITLE = 'Possible duplicate account';
export const DUPLICATE_TEXT =
  'Another patient account has the same name and date of birth. It may be the same person: check before booking or merging records.';
export const DUPLICATES_TEXT =
  'Other patient accounts have the same name and date of birth. They may be the same person: check before booking or merging records.';

const Notice = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    line-height: 44px;
  }
`;

/** Warns an administrator of likely duplicates of this patient, each a link to the other. */
export function DuplicateNotice({ patientId }: { patientId: string }) {
  const { data } = useDuplicates(patientId);
  if (!data || data.length === 0) return null;
  return (
    <Notice role="status" aria-labelledby="duplicate-title">
      <h2 id="duplicate-title">{DUPLICATE_TITLE}</h2>
      <p>{data.length === 1 ? DUPLICATE_TEXT : DUPLICATES_TEXT}</p>
      <ul>
        {data.map((other) => (
          <li key={other._id}>
            <Link to={`/admin/patients/view/${other._id}`}>
              {`Possible duplicate: ${other.firstName} ${other.lastName}, born ${formatLongDate(other.dateOfBirth)}`}
            </Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
