// Every detail and settings sub-page has a way back (issue: the design pass): a 'Back to …' link
// at its top, above the title, that leads to the screen above it. Each sub-page of the three areas
// is visited and its way back followed; a sub-page without one fails. The side menu marks the
// section of every page as the current one (aria-current="page"), the doctor's Appointments and
// Patients too, whose links carry the doctor's id.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { apiGet, apiLogin, demo } from '../fixtures/api';
import { patientIdOf } from '../fixtures/patient-api';

interface SubPage {
  /** The sub-page's address. */
  path: string;
  /** Its way back's words. */
  back: string;
  /** Where the way back leads, and that screen's title. */
  parent: string;
  parentTitle: string | RegExp;
  /** The side menu's entry marked current on the sub-page. */
  section: string;
}

interface Ids {
  patientAppointment: string;
  patientChat: string;
  doctorAppointment: string;
  doctorChat: string;
  jane: string;
  adminAppointment: string;
  doctor: string;
}

let ids: Ids;

test.beforeAll(async () => {
  const [patient, doctor, admin] = await Promise.all([
    apiLogin(demo.patient),
    apiLogin(demo.doctor),
    apiLogin(demo.admin),
  ]);
  const jane = await patientIdOf(patient);
  const doctorRecord = await apiGet<{ _id: string }>(
    `/api/doctor/getDoctorByUser/${doctor.user._id}`,
    doctor.token,
  );
  const first = async (path: string, token: string) => {
    const [row] = await apiGet<{ _id: string }[]>(path, token);
    if (!row) throw new Error(`${path} is empty`);
    return row._id;
  };
  ids = {
    jane,
    doctor: doctorRecord._id,
    patientAppointment: await first(`/api/appointment/byPatient/${jane}?limit=1`, patient.token),
    patientChat: await first('/api/chats', patient.token),
    doctorAppointment: await first(
      `/api/appointment/byDoctor/${doctorRecord._id}?limit=1`,
      doctor.token,
    ),
    doctorChat: await first('/api/chats', doctor.token),
    adminAppointment: await first('/api/appointment/all?limit=1', admin.token),
  };
});

const patientPages = (): SubPage[] => [
  {
    path: '/patient/appointments/book',
    back: 'Back to Appointments',
    parent: '/patient/appointments',
    parentTitle: 'Patient Appointments',
    section: 'Appointments',
  },
  {
    path: `/patient/appointments/view/${ids.patientAppointment}`,
    back: 'Back to Appointments',
    parent: '/patient/appointments',
    parentTitle: 'Patient Appointments',
    section: 'Appointments',
  },
  {
    path: `/patient/chats/${ids.patientChat}`,
    back: 'Back to Chats',
    parent: '/patient/chats',
    parentTitle: 'Chats',
    section: 'Chats',
  },
  {
    path: '/patient/settings/doctors',
    back: 'Back to Settings',
    parent: '/patient/settings',
    parentTitle: 'Settings',
    section: 'Settings',
  },
  {
    path: '/patient/settings/update-pass',
    back: 'Back to Settings',
    parent: '/patient/settings',
    parentTitle: 'Settings',
    section: 'Settings',
  },
];

const doctorPages = (): SubPage[] => [
  {
    path: `/doctor/appointments/view/${ids.doctorAppointment}`,
    back: 'Back to Appointments',
    parent: '/doctor/appointments',
    parentTitle: 'Appointments',
    section: 'Appointments',
  },
  {
    path: '/doctor/appointments/create',
    back: 'Back to Appointments',
    parent: '/doctor/appointments',
    parentTitle: 'Appointments',
    section: 'Appointments',
  },
  {
    path: `/doctor/appointments/update/${ids.doctorAppointment}`,
    back: 'Back to Appointment Details',
    parent: `/doctor/appointments/view/${ids.doctorAppointment}`,
    parentTitle: 'Appointment Details',
    section: 'Appointments',
  },
  {
    path: `/doctor/patients/view/${ids.jane}`,
    back: 'Back to Patients',
    parent: '/doctor/patients',
    parentTitle: 'All Patients',
    section: 'Patients',
  },
  {
    path: '/doctor/sportNutri/add-Food',
    back: 'Back to Sports & Nutrition',
    parent: '/doctor/sportNutri',
    parentTitle: 'Nutrition & Sports Planner',
    section: 'Sports & Nutrition',
  },
  {
    path: '/doctor/sportNutri/add-Sport',
    back: 'Back to Sports & Nutrition',
    parent: '/doctor/sportNutri',
    parentTitle: 'Nutrition & Sports Planner',
    section: 'Sports & Nutrition',
  },
  {
    path: `/doctor/chats/${ids.doctorChat}`,
    back: 'Back to Chats',
    parent: '/doctor/chats',
    parentTitle: 'Chats',
    section: 'Chats',
  },
  {
    path: '/doctor/reports',
    back: 'Back to Dashboard',
    parent: '/doctor/dashboard',
    parentTitle: 'Doctor Dashboard',
    section: 'Home',
  },
  {
    path: '/doctor/settings/availability',
    back: 'Back to Settings',
    parent: '/doctor/settings',
    parentTitle: 'Settings',
    section: 'Settings',
  },
  {
    path: '/doctor/settings/update-pass',
    back: 'Back to Settings',
    parent: '/doctor/settings',
    parentTitle: 'Settings',
    section: 'Settings',
  },
];

const adminPages = (): SubPage[] => [
  {
    path: '/admin/appointments/create',
    back: 'Back to Appointments',
    parent: '/admin/appointments',
    parentTitle: 'All Appointments',
    section: 'Appointments',
  },
  {
    path: `/admin/appointments/view/${ids.adminAppointment}`,
    back: 'Back to Appointments',
    parent: '/admin/appointments',
    parentTitle: 'All Appointments',
    section: 'Appointments',
  },
  {
    path: `/admin/appointments/update/${ids.adminAppointment}`,
    back: 'Back to Appointment Details',
    parent: `/admin/appointments/view/${ids.adminAppointment}`,
    parentTitle: 'Appointment Details',
    section: 'Appointments',
  },
  {
    path: `/admin/doctors/view/${ids.doctor}`,
    back: 'Back to Doctors',
    parent: '/admin/doctors',
    parentTitle: 'All Doctors',
    section: 'Doctors',
  },
  {
    path: `/admin/doctors/${ids.doctor}/availability`,
    back: 'Back to Doctor Details',
    parent: `/admin/doctors/view/${ids.doctor}`,
    parentTitle: /^Doctor Details/,
    section: 'Doctors',
  },
  {
    path: `/admin/patients/view/${ids.jane}`,
    back: 'Back to Patients',
    parent: '/admin/patients',
    parentTitle: 'All Patients',
    section: 'Patients',
  },
  {
    path: `/admin/patients/audit/${ids.jane}`,
    back: 'Back to Patient Details',
    parent: `/admin/patients/view/${ids.jane}`,
    parentTitle: /^Patient Details/,
    section: 'Patients',
  },
  {
    path: '/admin/settings/update-pass',
    back: 'Back to Settings',
    parent: '/admin/settings',
    parentTitle: 'Settings',
    section: 'Settings',
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The menu's entries marked as the current page (the fixed menu of a desk). */
async function currentEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The label is the link's first text; a count badge may follow it.
  return menu
    .locator('a[aria-current="page"]')
    .evaluateAll((links) => links.map((a) => a.firstChild?.textContent?.trim() ?? ''));
}

/** Opens the sub-page, checks its way back sits above the title, follows it. */
async function followWayBack(page: Page, sub: SubPage, checkMenu: boolean) {
  await page.goto(sub.path);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: sub.back, exact: true });
  await expect(back, `${sub.path} has no way back named '${sub.back}'`).toBeVisible();
  const [backBox, titleBox] = [await back.boundingBox(), await title.boundingBox()];
  expect(
    backBox!.y + backBox!.height,
    `${sub.path}: the way back is above the title`,
  ).toBeLessThanOrEqual(titleBox!.y + 1);
  if (checkMenu) expect(await currentEntries(page)).toEqual([sub.section]);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${escape(sub.parent)}$`));
  await expect(page.getByRole('heading', { level: 1, name: sub.parentTitle })).toBeVisible();
}

const areas: [string, string, () => SubPage[]][] = [
  ['patient', demo.patient, patientPages],
  ['doctor', demo.doctor, doctorPages],
  ['administrator', demo.admin, adminPages],
];

for (const [area, email, pages] of areas) {
  test(`every sub-page of the ${area} area leads back to the screen above it`, async ({ page }) => {
    await signInAs(page, email);
    for (const sub of pages()) {
      await test.step(`${sub.path}: '${sub.back}' leads to ${sub.parent}`, () =>
        followWayBack(page, sub, true));
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [area, email, pages] of areas) {
    test(`the ${area} area's sub-pages show their way back too`, async ({ page }) => {
      await signInAs(page, email);
      for (const sub of pages()) {
        await test.step(`${sub.path}: '${sub.back}'`, () => followWayBack(page, sub, false));
      }
    });
  }
});

test("the doctor's menu marks the current section on every doctor page", async ({ page }) => {
  const login = await signInAs(page, demo.doctor);
  const id = login.user._id;
  const pages: [string, string][] = [
    ['/doctor/dashboard', 'Home'],
    ['/doctor/appointments', 'Appointments'],
    [`/doctor/appointments/${id}`, 'Appointments'],
    ['/doctor/calendar', 'Calendar'],
    ['/doctor/patients', 'Patients'],
    [`/doctor/patients/${id}`, 'Patients'],
    ['/doctor/health', 'Health'],
    ['/doctor/sportNutri', 'Sports & Nutrition'],
    ['/doctor/chats', 'Chats'],
    ['/doctor/notifications', 'Notifications'],
    ['/doctor/settings', 'Settings'],
  ];
  for (const [path, entry] of pages) {
    await test.step(`${path}: ${entry}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() => currentEntries(page), { message: `the current entry on ${path}` })
        .toEqual([entry]);
    });
  }

  await test.step('following the menu to Appointments keeps it marked', async () => {
    await page.goto('/doctor/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Appointments' }).click();
    await expect(menu.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

test('the patient and administrator menus mark the current section too', async ({ page }) => {
  await signInAs(page, demo.patient);
  for (const [path, entry] of [
    ['/patient/appointments', 'Appointments'],
    ['/patient/nutrition', 'Food Recommendations'],
    ['/patient/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => currentEntries(page)).toEqual([entry]);
  }
  await signInAs(page, demo.admin);
  for (const [path, entry] of [
    ['/admin/dashboard', 'Home'],
    ['/admin/doctors', 'Doctors'],
    ['/admin/emergency-access', 'Emergency access'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => currentEntries(page)).toEqual([entry]);
  }
});
