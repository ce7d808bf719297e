import { useNavigate } from 'react-router-dom';
import { Button, errorMessage, notify } from '@careconnect/shared-ui';
import { START_FAILED, useStartConversation } from '@careconnect/shared-ui/messages';

export const SEND_A_MESSAGE = 'Send a message';

/** Opens (or starts) the doctor's conversation with a patient in their care. */
export function MessagePatientButton({ patientId }: { patientId: string }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          { patient: patientId },
          {
            onSuccess: (conversation) => navigate(`/doctor/chats/${conversation._id}`),
            onError: (error) => notify.error(errorMessage(error, START_FAILED)),
          },
        )
      }
    >
      {SEND_A_MESSAGE}
    </Button>
  );
}
