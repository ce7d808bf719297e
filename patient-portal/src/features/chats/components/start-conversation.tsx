import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, errorMessage, FormField, notify, Select, useChats } from '@careconnect/shared-ui';
import { START_FAILED, useStartConversation } from '@careconnect/shared-ui/messages';
import { doctorName } from '../../../lib/format';
import { useCareTeam } from '../../care/api/get-care-team';
import { WithPatient } from '../../patient/components/with-patient';

export const START_TEXT = {
  label: 'Write to a doctor of your care team',
  placeholder: 'Choose a doctor',
  submit: 'Start conversation',
  noTeam: 'Doctors join your care team when you book an appointment with them.',
} as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

function DoctorPicker({ patientId }: { patientId: string }) {
  const team = useCareTeam(patientId);
  const chats = useChats();
  const start = useStartConversation();
  const navigate = useNavigate();
  const [doctorId, setDoctorId] = useState('');
  const active = (team.data ?? []).filter((member) => member.status === 'active');
  // The list already holds a conversation per doctor it knows: offer only the others.
  const doctors = active.filter(
    (member) => !chats.data?.some((chat) => chat.doctor._id === member.doctor._id),
  );

  if (team.isPending || team.isError || chats.isPending) return null;
  if (active.length === 0) {
    return (
      <Form as="div">
        <p>{START_TEXT.noTeam}</p>
      </Form>
    );
  }
  if (doctors.length === 0) return null;

  const open = (conversationId: string) => navigate(`/patient/chats/${conversationId}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!doctorId) return;
    start.mutate(
      { doctor: doctorId },
      {
        onSuccess: (conversation) => open(conversation._id),
        onError: (error) => notify.error(errorMessage(error, START_FAILED)),
      },
    );
  };

  return (
    <Form onSubmit={submit}>
      <FormField label={START_TEXT.label}>
        <Select
          value={doctorId}
          placeholder={START_TEXT.placeholder}
          onChange={(event) => setDoctorId(event.target.value)}
          options={doctors.map((member) => ({
            value: member.doctor._id,
            label: member.doctor.specialization
              ? `${doctorName(member.doctor)} (${member.doctor.specialization})`
              : doctorName(member.doctor),
          }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={!doctorId} loading={start.isPending}>
        {START_TEXT.submit}
      </Button>
    </Form>
  );
}

/** Below the patient's conversations: start one with any doctor of the care team. */
export function StartConversation() {
  return (
    <WithPatient pending={null}>
      {(patientId) => <DoctorPicker patientId={patientId} />}
    </WithPatient>
  );
}
