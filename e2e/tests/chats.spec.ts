import { expect, test } from '@playwright/test';
import { apiCall } from '../fixtures/admin-api';
import { dayFromToday } from '../fixtures/doctor';
import { adminLogin, book, newDoctor, newPatient, signedInPage } from '../fixtures/builders';
import { ChatsPage, UnreadBadges } from '../pages/chats.page';

// A patient and a doctor of their own write to each other in two browsers. Nothing is reloaded:
// the live stream brings the messages, the read mark, the notification and the counts.

test('a patient and a doctor exchange messages live; badges fall as they read', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const doctorAccount = await newDoctor('Ines', 'Moreau', {
    specialization: 'Cardiology',
    hours: { timeZone: 'UTC' },
  });
  const day = dayFromToday(30);
  // Booked by the administrator: Lena is in Dr. Moreau's care.
  const lena = await newPatient('Lena', 'Hartmann');
  const appointment = await book((await adminLogin()).token, {
    patient: lena.patientId,
    doctor: doctorAccount.doctorId,
    date: day,
    timeSlot: '10:00 AM - 10:30 AM',
    reason: 'Blood pressure check',
  });
  const DOCTOR = 'Dr. Ines Moreau';
  const PATIENT = 'Lena Hartmann';

  const patient = await signedInPage(browser, lena.email);
  const doctor = await signedInPage(browser, doctorAccount.email);
  const patientChats = new ChatsPage(patient, 'patient');
  const doctorChats = new ChatsPage(doctor, 'doctor');
  const patientBadges = new UnreadBadges(patient);
  const doctorBadges = new UnreadBadges(doctor);

  try {
    await test.step('the doctor waits on the dashboard with nothing unread', async () => {
      await doctor.goto('/doctor/dashboard');
      await expect(doctorBadges.chatIcon()).toHaveAccessibleName('Chats');
    });

    await test.step('Lena opens her conversation with Dr. Moreau and writes', async () => {
      await patientChats.goto();
      await expect(patientChats.heading()).toBeVisible();
      await patientChats.conversation(DOCTOR).click();
      await expect(patient.getByText('No messages yet. Write the first one below.')).toBeVisible();
      await patientChats.send('Hello doctor, my blood pressure is 150/95 this morning.');
      await expect(patientChats.messages(DOCTOR)).toHaveCount(1);
      await expect(patientChats.composer()).toHaveValue('');
    });

    await test.step('the doctor is told at once: a toast and the counts', async () => {
      await expect(doctor.getByText(`New message from ${PATIENT}`)).toBeVisible();
      await expect(doctorBadges.chatIcon()).toHaveAccessibleName('1 unread message');
    });

    await test.step('the doctor reads it: Lena sees Read, the count falls', async () => {
      await doctorBadges.chatIcon().click();
      await doctorChats.conversation(PATIENT).click();
      await expect(doctorChats.messages(PATIENT).first()).toContainText(
        'Hello doctor, my blood pressure is 150/95 this morning.',
      );
      await expect(doctorBadges.chatIcon()).toHaveAccessibleName('Chats');
      await expect(patientChats.messages(DOCTOR).last()).toContainText('Read');
    });

    await test.step('the doctor answers; the answer appears in Lena’s open thread', async () => {
      await doctorChats.send('Please rest and measure again this evening.');
      await expect(patientChats.messages(DOCTOR)).toHaveCount(2);
      await expect(patientChats.messages(DOCTOR).last()).toContainText(
        'Please rest and measure again this evening.',
      );
      // She is in the conversation: no toast for it.
      await expect(patient.getByText(`New message from ${DOCTOR}`)).toHaveCount(0);
    });

    await test.step('a notification arrives without a reload, and marking it read clears the bell', async () => {
      const before = await patientBadges.bell().getAttribute('aria-label');
      const { token } = await adminLogin();
      const confirmed = await apiCall(
        'PATCH',
        `/api/appointment/status/${appointment._id}`,
        token,
        { status: 'confirmed' },
      );
      expect(confirmed.status).toBe(200);
      await expect(patientBadges.bell()).not.toHaveAccessibleName(before ?? '');
      await expect(patientBadges.bell()).toHaveAccessibleName(/unread notification/);
      await patientBadges.bell().click();
      await patient.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(patient.getByText('All notifications are marked as read.')).toBeVisible();
      await expect(patientBadges.bell()).toHaveAccessibleName('Notifications');
    });

    await test.step('the doctor closes the conversation; Lena cannot write', async () => {
      await doctor.getByRole('button', { name: 'Close conversation' }).click();
      await expect(doctor.getByText('Conversation closed.')).toBeVisible();
      await expect(doctorChats.closedBanner()).toBeVisible();
      await patientChats.goto();
      await patientChats.conversation(DOCTOR).click();
      await expect(patientChats.closedBanner()).toBeVisible();
      await expect(patientChats.composer()).toBeDisabled();
    });
  } finally {
    await doctor.context().close();
    await patient.context().close();
  }
});
