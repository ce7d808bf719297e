import { Link, useSearchParams } from 'react-router-dom';
import { Button, errorMessage } from '@careconnect/shared-ui';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useConfirmEmailChange } from '../api/confirm-email-change';

export const LINK_INCOMPLETE =
  'This confirmation link is incomplete. Open the link from the email again.';

/**
 * /auth/confirm-email?token=…, the link sent to a new address from Settings. The change waits
 * for a click: the token works once, and mail scanners that open links must not use it up.
 */
export function ConfirmEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmEmailChange();

  // The answer, or the refusal, is shown on the screen from the mutation's state.
  const submit = () => confirm.mutateAsync(token).catch(() => undefined);

  return (
    <AuthScreen
      title="Confirm Email"
      intro={<p>Confirm that you want to sign in to CareConnect with this email address.</p>}
      footer={<Link to="/login">Login</Link>}
    >
      {confirm.isSuccess ? (
        <>
          <p role="status">{confirm.data.message}</p>
          <FormActions>
            <Link to="/login">Go to Login</Link>
          </FormActions>
        </>
      ) : (
        <>
          <FormAlert>
            {!token ? LINK_INCOMPLETE : confirm.isError ? errorMessage(confirm.error) : null}
          </FormAlert>
          <FormActions>
            <Button
              onClick={() => void submit()}
              loading={confirm.isPending}
              disabled={!token || confirm.isPending}
              block
            >
              Confirm Email
            </Button>
          </FormActions>
        </>
      )}
    </AuthScreen>
  );
}
