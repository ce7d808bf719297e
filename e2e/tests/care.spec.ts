import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/api';
import { dayFromToday, shownDate } from '../fixtures/doctor';
import { newPatient, signedInPage } from '../fixtures/builders';
import { EmergencyAccessListPage, MyDoctorsPage, NotInCarePanel } from '../pages/care.page';
import { DoctorAppointmentFormPage } from '../pages/doctor-appointments.page';
import { DoctorPatientPage } from '../pages/doctor-area.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// The care team is a doctor's only key to a patient's record. Dr. Ana Silva (the demo doctor)
// proposes an appointment to a patient who has never seen her; the patient accepts, later
// removes her, and she reads the record once more through emergency access.
const DOCTOR = 'Dr. Ana Silva';
const REASON = 'Brought in unconscious; checking allergies before treatment.';

test('a patient answers a proposal, removes the doctor, and emergency access is recorded', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lena = await newPatient('Lena', 'Hartmann');
  const day = dayFromToday(47);
  const doctor = await signedInPage(browser, demo.doctor);
  const patient = await signedInPage(browser, lena.email);
  const record = new DoctorPatientPage(doctor);
  const notInCare = new NotInCarePanel(doctor);

  try {
    await test.step('Dr. Silva cannot open Lena’s record: Lena is not in her care', async () => {
      await record.goto(lena.patientId);
      await expect(notInCare.message()).toBeVisible();
      await expect(record.section('Medical Details')).toHaveCount(0);
    });

    await test.step('Dr. Silva proposes an appointment to Lena', async () => {
      const form = new DoctorAppointmentFormPage(doctor);
      await doctor.goto(`/doctor/appointments/create?patient=${lena.patientId}`);
      // Not in her care, yet shown by name.
      await expect(form.patient()).toHaveValue('Lena Hartmann');
      await form.fill({ date: day, timeSlot: '10:00 AM - 10:30 AM', reason: 'First consultation' });
      await form.submit();
      await expect(doctor.getByText('Appointment created successfully!')).toBeVisible();
      await expect(
        doctor.getByText(
          'This patient is not in your care yet, so the appointment waits for them to accept it.',
        ),
      ).toBeVisible();
    });

    await test.step('Lena sees the appointment as proposed and accepts it', async () => {
      const appointments = new PatientAppointmentsPage(patient);
      await appointments.goto();
      const row = appointments.rows(DOCTOR);
      await expect(row).toContainText('Proposed');
      await expect(row).toContainText('Waiting for you');
      await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
      await row.getByRole('button', { name: /^Accept appointment with/ }).click();
      await expect(
        patient.getByText(`Appointment accepted. ${DOCTOR} is now in your care team.`),
      ).toBeVisible();
      await expect(row).toContainText('Confirmed');
    });

    await test.step('Dr. Silva now opens Lena’s record', async () => {
      await record.goto(lena.patientId);
      await expect(record.section('Personal Information')).toContainText('Lena Hartmann');
      await expect(record.section('Medical Details')).toBeVisible();
      await expect(doctor.getByRole('table', { name: 'Appointments with you' })).toContainText(
        shownDate(day),
      );
    });

    await test.step('Lena removes Dr. Silva in My doctors', async () => {
      const myDoctors = new MyDoctorsPage(patient);
      await patient.goto('/patient/settings');
      await patient.getByRole('link', { name: 'Manage my doctors' }).click();
      await expect(myDoctors.heading()).toBeVisible();
      const row = myDoctors.doctorRow(DOCTOR);
      await expect(row).toContainText('You accepted their request');
      await row.getByRole('button', { name: `Remove ${DOCTOR}` }).click();
      await expect(myDoctors.dialog()).toContainText(
        `Removing ${DOCTOR} ends their access to your record and cancels your upcoming appointments with them.`,
      );
      await myDoctors.dialog().getByRole('button', { name: 'Remove Doctor' }).click();
      await expect(patient.getByText('The doctor was removed from the care team.')).toBeVisible();
      await expect(myDoctors.doctorRow(DOCTOR)).toHaveCount(0);
    });

    await test.step('Dr. Silva is told Lena is not in her care', async () => {
      await record.goto(lena.patientId);
      await expect(notInCare.message()).toBeVisible();
      await expect(record.section('Medical Details')).toHaveCount(0);
    });

    await test.step('Dr. Silva opens the record through emergency access', async () => {
      await notInCare.useEmergencyAccess(REASON);
      await expect(notInCare.banner()).toBeVisible();
      await expect(record.section('Personal Information')).toContainText('Lena Hartmann');
    });
  } finally {
    await doctor.context().close();
    await patient.context().close();
  }

  await test.step('an administrator sees the access on Emergency access', async () => {
    const admin = await signedInPage(browser, demo.admin);
    try {
      const list = new EmergencyAccessListPage(admin);
      await list.goto();
      await expect(list.heading()).toBeVisible();
      const row = list.row('Lena Hartmann');
      await expect(row).toContainText(DOCTOR);
      await expect(row).toContainText(REASON);
      await expect(row).toContainText('Active');
    } finally {
      await admin.context().close();
    }
  });
});
