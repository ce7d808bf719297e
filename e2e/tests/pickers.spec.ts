// Choosing a patient (issue: the design pass, "Pickers that scale"): a searchable combobox that
// tells two people with one name apart by a second line, and offers a doctor's own patients
// first. Two new patients share a name; Dr. Ana Silva (the demo doctor) has one in her care.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, book, newPatient, signInAs } from '../fixtures/builders';
import { demo } from '../fixtures/api';
import { apiSession, dayFromToday, doctorIdOf } from '../fixtures/doctor';
import { apiCall } from '../fixtures/patient-api';
import { chooseOption } from '../pages/combobox';

// A surname of this run: earlier runs on a kept database do not add more namesakes.
const SURNAME = `Halloway${Math.random().toString(36).slice(2, 6)}`;
const NAME = `Wren ${SURNAME}`;
const OWN_LINE = 'Born March 4, 1985 · phone ending 42';
const OTHER_LINE = 'Born November 23, 1990 · phone ending 17';
// A doctor sees only the birth year of a patient outside her care
// (docs/decisions/patients-outside-a-doctors-care.md).
const OTHER_LINE_FOR_DOCTOR = 'Born 1990 · phone ending 17';

let ownId = '';
let otherId = '';

test.beforeAll(async () => {
  const { token } = await adminLogin();
  const own = await newPatient('Wren', SURNAME);
  const other = await newPatient('Wren', SURNAME);
  ownId = own.patientId;
  otherId = other.patientId;
  for (const [who, phoneNumber, dateOfBirth] of [
    [own, '+1 555 010 4242', '1985-03-04'],
    [other, '(555) 019-9917', '1990-11-23'],
  ] as const) {
    const saved = await apiCall('PUT', `/api/user/profile/${who.login.user._id}`, token, {
      phoneNumber,
      dateOfBirth,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  // Booked by the administrator with Dr. Silva: Wren (1985) is now in her care.
  const doctorId = await doctorIdOf(await apiSession(demo.doctor));
  await book(token, { patient: own.patientId, doctor: doctorId, date: dayFromToday(40) });
});

/** No serious or critical axe finding inside the form, with the list open. */
async function expectNoAxeViolations(page: Page, rules?: string[]) {
  let axe = new AxeBuilder({ page }).include('form');
  axe = rules
    ? axe.withRules(rules)
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking).toEqual([]);
}

test('a doctor tells two patients of one name apart, her own listed first', async ({ page }) => {
  await signInAs(page, demo.doctor);
  await page.goto('/doctor/appointments/create');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create New Appointment' }),
  ).toBeVisible();

  const patient = page.getByRole('combobox', { name: /^Patient/ });
  const listbox = page.getByRole('listbox', { name: /^Patient/ });
  await patient.fill(SURNAME);
  const own = listbox.getByRole('group', { name: 'Your patients' });
  const others = listbox.getByRole('group', { name: 'Other patients' });
  await expect(own.getByRole('option')).toHaveText([`${NAME}${OWN_LINE}`]);
  await expect(others.getByRole('option')).toHaveText([`${NAME}${OTHER_LINE_FOR_DOCTOR}`]);
  // Her own patient is the first option of the list.
  await expect(listbox.getByRole('option').first()).toContainText(OWN_LINE);
  await expectNoAxeViolations(page);

  // The keyboard alone: down to the second Wren, Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(patient).toHaveValue(NAME);
  await expect(listbox).toBeHidden();

  // More than two phone digits reach only her own patients (nobody's number can be guessed).
  await patient.fill('9917');
  await expect(page.getByText('No patients match “9917”')).toBeVisible();
  await patient.fill('4242');
  await expect(listbox.getByRole('option')).toHaveText([`${NAME}${OWN_LINE}`]);
  await page.keyboard.press('Escape');

  // A birth date typed YYYY-MM-DD finds the other one, and confirms it.
  await patient.fill('1990-11-23');
  await expect(listbox.getByRole('option', { name: new RegExp(SURNAME) })).toHaveText([
    `${NAME}${OTHER_LINE}`,
  ]);
});

test('the planner lists only the doctor’s own patients, and the food form offers everyone', async ({
  page,
}) => {
  await signInAs(page, demo.doctor);
  await page.goto('/doctor/sportNutri');
  await chooseOption(page, /^Patient/, NAME, { typed: SURNAME });
  await expect(page).toHaveURL(new RegExp(`patient=${ownId}`));
  await expect(page.getByRole('combobox', { name: /^Patient/ })).toHaveValue(NAME);
  await page.getByRole('combobox', { name: /^Patient/ }).fill(SURNAME);
  await expect(page.getByRole('listbox', { name: /^Patient/ }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The food form, opened from the planner, keeps Wren by name.
  await page.getByRole('link', { name: 'Add Food Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food Recommendation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Patient/ })).toHaveValue(NAME);
  await page.getByRole('combobox', { name: /^Patient/ }).fill(SURNAME);
  await expect(
    page.getByRole('listbox', { name: /^Patient/ }).getByRole('option', { name: /Born/ }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('an administrator tells the two apart too, and books the chosen one', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/admin/appointments/create');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create New Appointment' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: /^Patient/ }).fill(SURNAME);
  const options = page.getByRole('listbox', { name: /^Patient/ }).getByRole('option');
  await expect(options).toHaveCount(2);
  // One name: the server orders the two by id, so look for each line.
  await expect(options.filter({ hasText: OWN_LINE })).toHaveCount(1);
  await expect(options.filter({ hasText: OTHER_LINE })).toHaveCount(1);
  // An administrator's list has no 'Your patients' heading.
  await expect(page.getByRole('group', { name: 'Your patients' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chooseOption(page, /^Patient/, NAME, { typed: SURNAME, detail: OTHER_LINE });
  await chooseOption(page, /^Doctor/, 'Dr. Ana Silva', { typed: 'Ana Silva' });
  await page.getByLabel(/^Date/).fill(dayFromToday(41));
  const slot = page.getByLabel(/^Time Slot/);
  await expect(slot).toBeEnabled();
  await slot.selectOption({ index: 1 });
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/appointment/create') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Appointment' }).click();
  const sent = (await created).request().postDataJSON() as { patient: string };
  expect(sent.patient).toBe(otherId);
  await expect(page.getByText('Appointment created successfully!')).toBeVisible();
});

test('the open list keeps its contrast in the dark theme', async ({ page }) => {
  await signInAs(page, demo.doctor);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/doctor/appointments/create');
  await page.getByRole('combobox', { name: /^Patient/ }).fill(SURNAME);
  await expect(page.getByRole('group', { name: 'Your patients' })).toBeVisible();
  // Highlight an option too: its colours differ.
  await page.keyboard.press('ArrowDown');
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme).toBe('dark');
  await expectNoAxeViolations(page, ['color-contrast']);
});
