import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  ActionMenu,
  Card,
  DataTable,
  type DataTableColumn,
  errorMessage,
  isApiError,
  notify,
  PageHeader,
  StatusBadge,
  useSession,
  Stack,
} from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import type { Administrator } from '../../../lib/api-types';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import {
  REMOVE_ERROR,
  useRemoveAdministrator,
  useResendInvitation,
} from '../api/change-administrator';
import { useAdministrators } from '../api/get-administrators';
import { useInviteAdministrator } from '../api/invite-administrator';
import {
  inviteAdministratorSchema,
  type InviteAdministratorValues,
} from './invite-administrator-schema';

export const ADMINISTRATORS_TEXT = {
  title: 'Administrators',
  intro:
    "Administrators run the clinic's CareConnect and can read every record. Each one signs in with a password and an authenticator app.",
  inviteTitle: 'Invite an administrator',
  inviteHelp:
    'We email them a link to choose a password (it works once, for 72 hours). At their first sign-in they set up an authenticator app.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  empty: 'No administrators yet.',
  resend: 'Send invitation again',
  resent: (email: string) => `Invitation sent again to ${email}. The earlier link no longer works.`,
  remove: 'Remove',
  you: 'You',
  removeQuestion: 'Remove this administrator?',
  removeConsequence: (name: string) =>
    `${name} is signed out everywhere and can no longer sign in. The record of what they did stays.`,
  removed: 'Administrator removed.',
} as const;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Help = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

const empty: InviteAdministratorValues = { firstName: '', lastName: '', email: '' };

function InviteForm() {
  const invite = useInviteAdministrator();

  const submit = async (
    values: InviteAdministratorValues,
    form: FormikHelpers<InviteAdministratorValues>,
  ) => {
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    try {
      const answer = await invite.mutateAsync(body);
      notify.success(ADMINISTRATORS_TEXT.invited(answer.administrator.email));
      form.resetForm({ values: empty });
    } catch (failure) {
      // A taken address belongs to the field; anything else is a toast.
      if (isApiError(failure) && failure.status === 409)
        form.setFieldError('email', errorMessage(failure));
      else notify.error(errorMessage(failure));
    }
  };

  return (
    <Card title={ADMINISTRATORS_TEXT.inviteTitle}>
      <Help>{ADMINISTRATORS_TEXT.inviteHelp}</Help>
      <Formik initialValues={empty} validationSchema={inviteAdministratorSchema} onSubmit={submit}>
        <Form noValidate aria-label={ADMINISTRATORS_TEXT.inviteTitle}>
          <Fields>
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" autoComplete="off" required />
          </Fields>
          <SubmitButton pendingLabel="Sending...">Send invitation</SubmitButton>
        </Form>
      </Formik>
    </Card>
  );
}

/**
 * The clinic's administrators (/admin/administrators): who they are, whether their two-step
 * sign-in is set up and whether an invitation still waits for its password; and the invitation.
 */
export function AdministratorsScreen() {
  const list = useAdministrators();
  const me = useSession((s) => s.userId);
  const resend = useResendInvitation();
  const remove = useRemoveAdministrator();
  const [target, setTarget] = useState<Administrator | null>(null);

  const sendAgain = async (admin: Administrator) => {
    try {
      await resend.mutateAsync(admin._id);
      notify.success(ADMINISTRATORS_TEXT.resent(admin.email));
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const columns: DataTableColumn<Administrator>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (admin) => `${admin.firstName} ${admin.lastName}`,
    },
    { key: 'email', header: 'Email', render: (admin) => admin.email },
    {
      key: 'twoStep',
      header: 'Two-step sign-in',
      render: (admin) =>
        admin.twoStep ? (
          <StatusBadge tone="success">On</StatusBadge>
        ) : (
          <StatusBadge tone="warning">Off</StatusBadge>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (admin) =>
        admin.invitationPending ? (
          <StatusBadge tone="info">Invitation pending</StatusBadge>
        ) : (
          'Active'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (admin) => {
        // Nobody removes themselves (the server refuses too): another administrator does it.
        if (admin._id === me) return ADMINISTRATORS_TEXT.you;
        const name = `${admin.firstName} ${admin.lastName}`;
        return (
          <ActionMenu
            label={`More actions for ${name}`}
            items={[
              ...(admin.invitationPending
                ? [
                    {
                      label: ADMINISTRATORS_TEXT.resend,
                      onSelect: () => void sendAgain(admin),
                      disabled: resend.isPending,
                    },
                  ]
                : []),
              { label: ADMINISTRATORS_TEXT.remove, onSelect: () => setTarget(admin), danger: true },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Stack>
      <PageHeader title={ADMINISTRATORS_TEXT.title} />
      <Intro>{ADMINISTRATORS_TEXT.intro}</Intro>
      <DataTable
        caption="The clinic's administrators"
        columns={columns}
        rows={list.data}
        loading={list.isPending}
        error={list.error ? `Error: ${list.error.message}` : undefined}
        onRetry={() => void list.refetch()}
        emptyText={ADMINISTRATORS_TEXT.empty}
      />
      <InviteForm />
      <DeleteConfirmation
        open={target !== null}
        question={ADMINISTRATORS_TEXT.removeQuestion}
        consequence={
          target
            ? ADMINISTRATORS_TEXT.removeConsequence(`${target.firstName} ${target.lastName}`)
            : undefined
        }
        onDelete={() => remove.mutateAsync(target!._id)}
        failureMessage={REMOVE_ERROR}
        successMessage={ADMINISTRATORS_TEXT.removed}
        confirmLabel={ADMINISTRATORS_TEXT.remove}
        busy={remove.isPending}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
