// The authorisation matrix: every route of the app × seven callers, each cell with its expected
// status written down, every answer's body searched for other people's data and for secrets.
// The route list comes from the app itself (plugins/security.ts records it with an onRoute
// hook), so a route added without a row here fails the first test, naming it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { after, before, describe, it } from 'node:test';
import { listRoutes } from '../../src/plugins/security.js';
import { dailySlots } from '../../src/lib/time-slots.js';
import { dayFromToday, PASSWORD, setupTestApp, type Person, type TestApp } from '../helpers.js';

const ROLES = [
  'anonymous',
  'patient',
  'otherPatient',
  'doctor',
  'otherDoctor',
  'unapprovedDoctor',
  'admin',
  // Doctors of the care-team rules, each seen from `patient`'s side: one who never had her in
  // their care, one who opened her record with emergency access, one she removed from her team.
  'outsideDoctor',
  'emergencyDoctor',
  'removedDoctor',
] as const;
type RoleName = (typeof ROLES)[number];
type CareRole = 'outsideDoctor' | 'emergencyDoctor' | 'removedDoctor';

/** Expected statuses of the first seven callers, in the order of ROLES. */
type Expect = [number, number, number, number, number, number, number];

interface CellRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  payload?: Buffer;
}

interface Case {
  /** A variant of the same route (another target). */
  label?: string;
  expect: Expect;
  /**
   * The care-team callers, where they differ from `otherDoctor` (a doctor outside `patient`'s
   * care): most rows target `patient`, whom none of them may reach.
   */
  care?: Partial<Record<CareRole, number>>;
  /** The request for one cell; may create a fresh target through the API first. */
  request: (role: RoleName) => Promise<CellRequest> | CellRequest;
  /** More checks on a 2xx body. */
  check?: (role: RoleName, body: unknown) => void;
  /** A route that is not registered outside demo mode (its answers are demo data). */
  demoOnly?: boolean;
}

// ---------------------------------------------------------------- the world
let t: TestApp;
let patient: Person; // Aurelia Quillfeather, a patient of `doctor`
let otherPatient: Person; // Beatrix Thornbury, a patient of `otherDoctor`
let doctor: Person; // Desmond Ashcombe, approved
let otherDoctor: Person; // Dorothea Whitlock, approved
let unapprovedDoctor: Person; // Ulysses Pemberton, details sent, waiting for approval
let admin: Person;
let outsideDoctor: Person; // Octavia Farrow, approved, nobody in her care
let emergencyDoctor: Person; // Everett Hollis, emergency access to `patient`
let removedDoctor: Person; // Rupert Lindqvist, booked by `patient`, then removed by her
const people = () => ({
  patient,
  otherPatient,
  doctor,
  otherDoctor,
  unapprovedDoctor,
  admin,
  outsideDoctor,
  emergencyDoctor,
  removedDoctor,
});

/** Records of each patient, made through the API. */
interface Records {
  appointment: string;
  complaint: string;
  foodPlan: string;
  sportPlan: string;
  notification: string;
  photo: string;
  /** The patient's conversation with their doctor, holding one message. */
  chat: string;
}
let recordsA: Records;
/** `patient`'s conversation with `removedDoctor`, from before she removed him. */
let endedChat: string;
let recordsB: Records;
let doctorPhoto: string;

const PHONE_A = '+1 555 0101 777';
const ADDRESS_A = '12 Quillfeather Lane';
const PHONE_B = '+1 555 0202 888';
const ADDRESS_B = '34 Thornbury Road';

/** The default hours, with room for the matrix's many upcoming appointments of one patient. */
const matrixHours = {
  timeZone: 'UTC',
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 1,
  horizonDays: 90,
  maxUpcomingPerPatient: 20,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  timeOff: [],
};

let slotCounter = 0;
const GRID = dailySlots().map((s) => s.timeSlot);
/**
 * A time of the default hours nobody has used yet (no overlap for anyone). `past`: a visit an
 * administrator records afterwards, so that the many set-up appointments do not count against the
 * patient's cap of upcoming appointments with one doctor.
 */
function freshSlot(past = false): { date: string; timeSlot: string } {
  const n = slotCounter++;
  const days = 2 + Math.floor(n / GRID.length);
  return { date: dayFromToday(past ? -days : days), timeSlot: GRID[n % GRID.length]! };
}

async function call<T = unknown>(
  method: string,
  url: string,
  who: Person,
  body?: unknown,
): Promise<T> {
  const reply = await t.request(method as 'GET', url, { token: who.token, body });
  assert.ok(reply.status < 300, `${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

// A visit in the past is entered by an administrator (docs/decisions/clinical-actions-in-the-past.md).
const newAppointment = async (p: Person, d: Person, past = true) =>
  (
    await call<{ _id: string }>('POST', '/api/appointment/create', past ? admin : d, {
      patient: p.patientId,
      doctor: d.doctorId,
      ...freshSlot(past),
      reason: 'Check-up',
    })
  )._id;

const newPlan = async (kind: 'foods' | 'sports', p: Person, d: Person) =>
  (
    await call<{ _id: string }>('POST', `/api/${kind}/create`, d, {
      patient: p.patientId,
      ...(kind === 'foods'
        ? { recommendedFoods: [{ name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' }] }
        : { recommendedSports: [{ name: 'Swimming', duration: '30 minutes' }] }),
      notes: 'Matrix plan',
    })
  )._id;

const newComplaint = async (p: Person) =>
  (
    await call<{ _id: string }>('POST', '/api/health/create', p, {
      subject: 'Headache',
      description: 'Since Monday',
    })
  )._id;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function multipart(field: string, bytes: Buffer) {
  const boundary = '----matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

async function uploadPhoto(p: Person): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/user/image/${p.userId}`,
    ...multipart('image', PNG),
    headers: { ...multipart('image', PNG).headers, authorization: `Bearer ${p.token}` },
  });
  assert.equal(reply.statusCode, 200, reply.body);
  return reply.json<{ image: string }>().image.split('/').pop()!;
}

async function newestNotification(p: Person): Promise<string> {
  const list = await call<{ _id: string }[]>('GET', `/api/notify/get/${p.userId}`, p);
  assert.ok(list[0], 'a notification exists');
  return list[0]._id;
}

async function seedRecords(p: Person, d: Person, phone: string, address: string) {
  await call('PUT', `/api/user/profile/${p.userId}`, p, { phoneNumber: phone, address });
  await call('PUT', `/api/patient/update/${p.patientId}`, p, {
    bloodType: 'AB-',
    insurance: { provider: 'Matrix Mutual', policyNumber: `POL-${p.lastName}` },
  });
  const appointment = (
    await call<{ _id: string }>('POST', '/api/appointment/create', p, {
      doctor: d.doctorId,
      ...freshSlot(),
      reason: `Visit of ${p.firstName}`,
    })
  )._id;
  const complaint = await newComplaint(p);
  const foodPlan = await newPlan('foods', p, d);
  const sportPlan = await newPlan('sports', p, d);
  await call('POST', `/api/foods/feedback/${foodPlan}`, p, { rating: 4, comment: 'Tasty' });
  await call('POST', `/api/sports/feedback/${sportPlan}`, p, { rating: 5 });
  const chat = (await call<{ _id: string }>('POST', '/api/chats', p, { doctor: d.doctorId }))._id;
  await call('POST', `/api/chats/${chat}/messages`, p, { body: chatBody(p) });
  return {
    appointment,
    complaint,
    foodPlan,
    sportPlan,
    notification: await newestNotification(p),
    photo: await uploadPhoto(p),
    chat,
  };
}

/** The text of a patient's message to their doctor: private to the two of them. */
const chatBody = (p: Person) => `CHAT-${p.lastName} my symptoms`;

/** A conversation of a new patient in `doctor`'s care (to close or reopen). */
async function freshChat(): Promise<string> {
  const fresh = await t.createPatient();
  await t.addToCare(fresh, doctor);
  return (await call<{ _id: string }>('POST', '/api/chats', doctor, { patient: fresh.patientId }))
    ._id;
}

// ---------------------------------------------------------------- what each caller may not see
/** Everything private about a patient: contact details and the ids of their records. */
function privateOf(p: Person, records: Records, phone: string, address: string): string[] {
  return [
    p.email,
    phone,
    address,
    `POL-${p.lastName}`,
    records.appointment,
    records.complaint,
    records.foodPlan,
    records.sportPlan,
    records.notification,
    records.chat,
    chatBody(p),
  ];
}
/** Who a patient is: names and ids (approved doctors may see these, to book). */
const identityOf = (p: Person) => [p.firstName, p.lastName, p.userId, p.patientId!];
/** An unapproved doctor is not listed to anyone but themself and administrators. */
const hiddenDoctor = (d: Person) => [d.firstName, d.lastName, d.userId, d.doctorId!, d.email];

function forbiddenFor(role: RoleName): string[] {
  const A = privateOf(patient, recordsA, PHONE_A, ADDRESS_A);
  const B = privateOf(otherPatient, recordsB, PHONE_B, ADDRESS_B);
  switch (role) {
    case 'anonymous':
      return [
        ...A,
        ...B,
        ...identityOf(patient),
        ...identityOf(otherPatient),
        ...hiddenDoctor(unapprovedDoctor),
        doctor.email,
        otherDoctor.email,
        admin.email,
      ];
    case 'patient':
      return [
        ...B,
        ...identityOf(otherPatient),
        ...hiddenDoctor(unapprovedDoctor),
        otherDoctor.email,
        admin.email,
      ];
    case 'otherPatient':
      return [
        ...A,
        ...identityOf(patient),
        ...hiddenDoctor(unapprovedDoctor),
        doctor.email,
        admin.email,
      ];
    case 'doctor':
      return [...B, ...hiddenDoctor(unapprovedDoctor), otherDoctor.email, admin.email];
    case 'otherDoctor':
      return [...A, ...hiddenDoctor(unapprovedDoctor), doctor.email, admin.email];
    case 'unapprovedDoctor':
      return [
        ...A,
        ...B,
        ...identityOf(patient),
        ...identityOf(otherPatient),
        doctor.email,
        otherDoctor.email,
        admin.email,
      ];
    case 'admin':
      // Administrators see counts of messages, never their text.
      return [chatBody(patient), chatBody(otherPatient)];
    case 'outsideDoctor':
    case 'removedDoctor':
      return [
        ...A,
        ...B,
        ...hiddenDoctor(unapprovedDoctor),
        doctor.email,
        otherDoctor.email,
        admin.email,
      ];
    case 'emergencyDoctor':
      // Her plans name their author with contact details: whom to call in an emergency.
      return [...B, ...hiddenDoctor(unapprovedDoctor), otherDoctor.email, admin.email];
  }
}

/** Rows that read `patient`'s record: emergency access opens them (reading only). */
const EMERGENCY_READ = { emergencyDoctor: 200 };

/** The expected status of one cell. */
function expected(testCase: Case, role: RoleName): number {
  const index = ROLES.indexOf(role);
  if (index < 7) return testCase.expect[index]!;
  return testCase.care?.[role as CareRole] ?? testCase.expect[ROLES.indexOf('otherDoctor')]!;
}

/** Never in any answer: password hashes, anyone's access token, the signing secret. */
function secrets(): [string, RegExp | string][] {
  return [
    ['a password hash', /\$argon2/],
    ['a password field', /"password(Hash)?"\s*:/i],
    ['the demo password', PASSWORD],
    ['the signing secret', 'test-secret-that-is-long-enough-for-hs256'],
    ...Object.entries(people()).map(
      ([name, p]) => [`the access token of ${name}`, p.token] as [string, string],
    ),
    ['a stack trace', /\bat [\w.<>]+ \(|node:internal|\/src\/[\w/-]+\.ts/],
  ];
}

// ---------------------------------------------------------------- the table
const e = (...statuses: Expect): Expect => statuses;
const tokenOf = (role: RoleName) => (role === 'anonymous' ? undefined : people()[role].token);
const everyone = (status: number) => e(status, status, status, status, status, status, status);
const signedIn = (status: number) => e(401, status, status, status, status, status, status);
/** Target: the patient's own record. */
const patientRecord = (ok: number, unapproved = 403, wrongPatient = 404, wrongDoctor = 404) =>
  e(401, ok, wrongPatient, ok, wrongDoctor, unapproved, ok);

function plansRows(kind: 'foods' | 'sports'): Record<string, Case[]> {
  const planOf = (r: Records) => (kind === 'foods' ? r.foodPlan : r.sportPlan);
  return {
    [`GET /api/${kind}/all`]: [
      {
        expect: e(401, 200, 200, 200, 200, 403, 200),
        request: () => ({ url: `/api/${kind}/all` }),
      },
    ],
    [`GET /api/${kind}/plans`]: [
      {
        expect: e(401, 200, 200, 200, 200, 403, 200),
        request: () => ({ url: `/api/${kind}/plans` }),
      },
    ],
    [`GET /api/${kind}/patient/:patientId`]: [
      {
        expect: patientRecord(200),
        care: EMERGENCY_READ,
        request: () => ({ url: `/api/${kind}/patient/${patient.patientId}` }),
      },
    ],
    [`GET /api/${kind}/get/:id`]: [
      {
        expect: patientRecord(200),
        care: EMERGENCY_READ,
        request: () => ({ url: `/api/${kind}/get/${planOf(recordsA)}` }),
      },
    ],
    [`POST /api/${kind}/create`]: [
      {
        label: 'for a fresh patient',
        // A plan needs the care relationship: a patient in nobody's care gets one from an
        // administrator only.
        expect: e(401, 403, 403, 403, 403, 403, 201),
        request: async () => ({
          url: `/api/${kind}/create`,
          body: {
            patient: (await t.createPatient()).patientId,
            ...(kind === 'foods'
              ? { recommendedFoods: [{ name: 'Lentils' }] }
              : { recommendedSports: [{ name: 'Walking' }] }),
          },
        }),
      },
      {
        label: "for a patient in the doctor's care",
        expect: e(401, 403, 403, 201, 403, 403, 201),
        request: () => ({
          url: `/api/${kind}/create`,
          body: {
            patient: patient.patientId,
            ...(kind === 'foods'
              ? { recommendedFoods: [{ name: 'Lentils' }] }
              : { recommendedSports: [{ name: 'Walking' }] }),
          },
        }),
      },
    ],
    [`DELETE /api/${kind}/delete/:id`]: [
      {
        label: "a fresh plan of the doctor's",
        expect: e(401, 403, 403, 200, 404, 403, 200),
        // Emergency access reads the plan; only its author deletes it.
        care: { emergencyDoctor: 403 },
        request: async () => ({
          url: `/api/${kind}/delete/${await newPlan(kind, patient, doctor)}`,
        }),
      },
    ],
    [`POST /api/${kind}/feedback/:planId`]: [
      {
        label: "a fresh plan of the patient's",
        expect: e(401, 201, 404, 403, 403, 403, 403),
        request: async () => ({
          url: `/api/${kind}/feedback/${await newPlan(kind, patient, doctor)}`,
          body: { rating: 3, comment: 'Fine' },
        }),
      },
    ],
  };
}

/** A request of a new doctor to `patient`, waiting for her answer. */
async function freshRequest(): Promise<string> {
  const fresh = await t.createDoctor();
  await call('POST', '/api/care/request', fresh, { patient: patient.patientId });
  const team = await call<{ _id: string; doctor: { _id: string } }[]>(
    'GET',
    `/api/care/team/${patient.patientId}`,
    patient,
  );
  return team.find((m) => m.doctor._id === fresh.doctorId)!._id;
}

let registerCounter = 0;
let soonCount = 0;
let soonShared: string | undefined;
/**
 * A pending appointment of `patient` with `doctor` starting in a few hours, so its questionnaire
 * and check-in are open: written to the table, since a booking would depend on the hour of the run.
 */
async function soonAppointment(): Promise<string> {
  const start = new Date(Date.now() + (3 * 60 + 40 * soonCount++) * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await t.sql<{ id: string }>(sql`
    insert into appointments (patient_id, doctor_id, date, time_slot, starts_at, ends_at, status)
    values (${patient.patientId}, ${doctor.doctorId}, ${start.toISOString().slice(0, 10)},
      'Matrix visit', ${start.toISOString()}, ${end.toISOString()}, 'pending')
    returning id`);
  return row!.id;
}
const sharedSoon = async () => (soonShared ??= await soonAppointment());
let videoShared: string | undefined;
/**
 * A video visit of `patient` with `doctor` that started 5 minutes ago, so its room is open: written
 * to the table, as the booking would depend on the hour of the run.
 */
async function videoVisit(): Promise<string> {
  if (videoShared) return videoShared;
  const start = new Date(Date.now() - 5 * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [row] = await t.sql<{ id: string }>(sql`
    insert into appointments (patient_id, doctor_id, date, time_slot, starts_at, ends_at, status, kind)
    values (${patient.patientId}, ${doctor.doctorId}, ${start.toISOString().slice(0, 10)},
      'Matrix video visit', ${start.toISOString()}, ${end.toISOString()}, 'confirmed', 'video')
    returning id`);
  return (videoShared = row!.id);
}
/** The video visit with its patient let in (a leave in another row may have sent them out). */
async function admittedVisit(): Promise<string> {
  const id = await videoVisit();
  await call('POST', `/api/video/${id}/join`, patient);
  await call('POST', `/api/video/${id}/admit`, doctor);
  return id;
}
/** The visit's patient and doctor only; an administrator sees the appointment but not the call. */
const videoParties = (ok: number) => e(401, ok, 404, ok, 404, 404, 403);
const CHECK_IN = {
  phoneNumber: PHONE_A,
  address: ADDRESS_A,
  insuranceProvider: 'Matrix Mutual',
  insuranceMemberNumber: 'POL-matrix',
};

/** A visit of `patient` with `doctor` that has begun (entered by an administrator). */
const pastVisit = () => newAppointment(patient, doctor);
const NOTE_PARTS = {
  subjective: 'Matrix history',
  objective: 'Matrix findings',
  assessment: 'Matrix assessment',
  plan: 'Matrix plan',
};
/** A past visit of `patient` whose note `doctor` saved (version 1), signed when asked. */
async function notedVisit(signed: boolean): Promise<string> {
  const id = await pastVisit();
  await call('PUT', `/api/appointments/${id}/note`, doctor, { ...NOTE_PARTS, version: 0 });
  if (signed) await call('POST', `/api/appointments/${id}/note/sign`, doctor, { version: 1 });
  return id;
}
let signedShared: string | undefined;
const sharedSigned = async () => (signedShared ??= await notedVisit(true));
let templateShared: string | undefined;
const newTemplate = async () =>
  (
    await call<{ _id: string }>('POST', '/api/doctor/note-templates', doctor, {
      name: 'Matrix template',
      ...NOTE_PARTS,
    })
  )._id;
const sharedTemplate = async () => (templateShared ??= await newTemplate());
/** Writers of a note: only the appointment's doctor; the emergency doctor reads but never writes. */
const NOTE_WRITE = e(401, 403, 403, 200, 404, 403, 403);
let offerCount = 0;
/**
 * An open earlier-time offer to `patient` of a time of `doctor` 80 days ahead, and the wish it
 * answers: written to the tables, since a round depends on who else waits.
 */
async function freshOffer(): Promise<string> {
  const n = offerCount++;
  // A doctor of its own: the other rows leave `patient` at her limit of upcoming appointments
  // with `doctor`, and accepting books one.
  const host = await t.createDoctor();
  await call('PUT', `/api/doctor/availability/${host.doctorId}`, admin, matrixHours);
  const start = new Date(Date.now() + 80 * 86_400_000);
  start.setUTCHours(9, 30 * n, 0, 0);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [entry] = await t.sql<{ id: string }>(sql`
    insert into waitlist_entries (patient_id, specialization, week_days, from_minute, to_minute)
    values (${patient.patientId}, ${`Matrix ${n}`}, '{1,2,3,4,5,6,7}', 0, 1440)
    returning id`);
  const [offer] = await t.sql<{ id: string }>(sql`
    insert into waitlist_offers (entry_id, patient_id, doctor_id, starts_at, ends_at, date,
      time_slot, time_zone, expires_at)
    values (${entry!.id}, ${patient.patientId}, ${host.doctorId}, ${start.toISOString()},
      ${end.toISOString()}, ${start.toISOString().slice(0, 10)}, 'Matrix time', 'UTC',
      ${new Date(Date.now() + 3_600_000).toISOString()})
    returning id`);
  return offer!.id;
}
let sharedOfferId: string | undefined;
const sharedOffer = async () => (sharedOfferId ??= await freshOffer());
let sharedEntryId: string | undefined;
const sharedEntry = async () =>
  (sharedEntryId ??= (
    await call<{ _id: string }>('POST', '/api/waitlist', patient, {
      specialization: 'Matrix waiting',
      weekDays: [1],
      from: '08:00',
      to: '09:00',
    })
  )._id);

const MATRIX: Record<string, Case[]> = {
  // --- sign-in and account routes: the same answer whoever calls
  'POST /api/user/login': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/login',
        body: { email: patient.email, password: 'wrong password' },
      }),
    },
  ],
  'POST /api/user/register': [
    {
      expect: everyone(201),
      request: () => {
        registerCounter += 1;
        return {
          url: '/api/user/register',
          body: {
            firstName: 'New',
            lastName: 'Person',
            username: `matrix.new${registerCounter}`,
            gender: 'female',
            email: `matrix.new${registerCounter}@example.test`,
            password: 'secret12',
          },
        };
      },
      check: (_role, body) => assert.equal(JSON.stringify(body).includes('token'), false),
    },
  ],
  'POST /api/user/verify': [
    {
      expect: everyone(400),
      request: () => ({
        url: '/api/user/verify',
        body: { email: patient.email, code: '0000000', password: PASSWORD },
      }),
    },
  ],
  'POST /api/user/resend': [
    {
      expect: everyone(200),
      request: () => ({ url: '/api/user/resend', body: { email: patient.email } }),
    },
  ],
  'POST /api/user/forgot': [
    {
      expect: everyone(200),
      request: () => ({ url: '/api/user/forgot', body: { email: patient.email } }),
      check: (_role, body) => assert.equal(JSON.stringify(body).includes('token'), false),
    },
  ],
  'POST /api/user/resetpassword/:token': [
    {
      expect: everyone(400),
      request: () => ({
        url: '/api/user/resetpassword/not-a-real-token',
        body: { email: patient.email, newPassword: 'secret12', confirm: 'secret12' },
      }),
    },
  ],
  'POST /api/user/refresh': [
    { expect: everyone(401), request: () => ({ url: '/api/user/refresh' }) },
  ],
  'POST /api/user/logout': [
    {
      // Logout ends the sign-in of the token it is sent with: each caller signs in once more for it.
      expect: everyone(200),
      request: async (role) => {
        if (role === 'anonymous') return { url: '/api/user/logout' };
        const signedIn = await t.request('POST', '/api/user/login', {
          body: { email: people()[role].email, password: PASSWORD },
        });
        return {
          url: '/api/user/logout',
          headers: { authorization: `Bearer ${signedIn.body.token as string}` },
        };
      },
    },
  ],

  // --- signed-in devices: one's own; an administrator's for anyone
  'GET /api/user/sessions': [
    { expect: signedIn(200), request: () => ({ url: '/api/user/sessions' }) },
  ],
  'POST /api/user/sessions/end-others': [
    { expect: signedIn(200), request: () => ({ url: '/api/user/sessions/end-others' }) },
  ],
  'DELETE /api/user/sessions/:sessionId': [
    {
      label: 'a sign-in that is not the caller’s',
      expect: signedIn(404),
      request: () => ({ url: '/api/user/sessions/00000000-0000-4000-8000-000000000000' }),
    },
  ],
  'GET /api/user/sessions/user/:userId': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: `/api/user/sessions/user/${patient.userId}` }),
    },
  ],
  'DELETE /api/user/sessions/user/:userId': [
    {
      label: 'a user of its own',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => ({
        url: `/api/user/sessions/user/${(await t.createPatient()).userId}`,
      }),
    },
  ],

  // --- the clinic's administrators: listed and invited by administrators only
  'GET /api/admin/administrators': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/admin/administrators' }),
    },
  ],
  'POST /api/admin/administrators': [
    {
      label: 'a new address',
      expect: e(401, 403, 403, 403, 403, 403, 201),
      request: () => ({
        url: '/api/admin/administrators',
        body: {
          firstName: 'Matrix',
          lastName: 'Steward',
          email: `steward-${randomUUID().slice(0, 8)}@example.test`,
        },
      }),
    },
  ],

  'POST /api/admin/administrators/:id/invitation': [
    {
      label: 'an invitation still pending',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const invited = await t.request('POST', '/api/admin/administrators', {
          token: people().admin.token,
          body: {
            firstName: 'Matrix',
            lastName: 'Pending',
            email: `pending-${randomUUID().slice(0, 8)}@example.test`,
          },
        });
        return { url: `/api/admin/administrators/${invited.body.administrator._id}/invitation` };
      },
    },
  ],
  'DELETE /api/admin/administrators/:id': [
    {
      label: 'another administrator',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => ({ url: `/api/admin/administrators/${(await t.createAdmin()).userId}` }),
    },
  ],

  // --- two-step sign-in: the second step needs the pending token of a right password
  'POST /api/user/two-step/totp': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/totp',
        body: { pendingToken: 'not-a-real-token', code: '123456' },
      }),
    },
  ],
  'POST /api/user/two-step/recovery': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/recovery',
        body: { pendingToken: 'not-a-real-token', code: 'abcde-fghjk' },
      }),
    },
  ],
  'POST /api/user/two-step/passkey/options': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/passkey/options',
        body: { pendingToken: 'not-a-real-token' },
      }),
    },
  ],
  'POST /api/user/two-step/passkey': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/passkey',
        body: {
          pendingToken: 'not-a-real-token',
          credential: {
            id: 'abc',
            rawId: 'abc',
            type: 'public-key',
            response: { clientDataJSON: 'abc', authenticatorData: 'abc', signature: 'abc' },
            clientExtensionResults: {},
          },
        },
      }),
    },
  ],
  'POST /api/user/two-step/enrol/totp': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/enrol/totp',
        body: { pendingToken: 'not-a-real-token' },
      }),
    },
  ],
  'POST /api/user/two-step/enrol/totp/confirm': [
    {
      expect: everyone(401),
      request: () => ({
        url: '/api/user/two-step/enrol/totp/confirm',
        body: { pendingToken: 'not-a-real-token', code: '123456' },
      }),
    },
  ],
  // Settings: each caller's own factors only (no user id in the path).
  'GET /api/user/two-step': [
    {
      expect: signedIn(200),
      request: () => ({ url: '/api/user/two-step' }),
      check: (_role, body) => assert.equal(JSON.stringify(body).includes('secret'), false),
    },
  ],
  'POST /api/user/two-step/totp/setup': [
    {
      // The administrator has an authenticator app already (test/helpers.ts): 409.
      expect: e(401, 200, 200, 200, 200, 200, 409),
      request: () => ({ url: '/api/user/two-step/totp/setup' }),
    },
  ],
  'POST /api/user/two-step/totp/confirm': [
    {
      // A made-up code: each caller reaches their own check (the administrator's app is set up).
      expect: e(401, 400, 400, 400, 400, 400, 409),
      request: () => ({ url: '/api/user/two-step/totp/confirm', body: { code: 'abcdef' } }),
    },
  ],
  'POST /api/user/two-step/totp/remove': [
    {
      expect: signedIn(400),
      request: () => ({
        url: '/api/user/two-step/totp/remove',
        body: { currentPassword: 'not-it' },
      }),
    },
  ],
  'POST /api/user/two-step/recovery-codes': [
    {
      expect: signedIn(400),
      request: () => ({
        url: '/api/user/two-step/recovery-codes',
        body: { currentPassword: 'not-it' },
      }),
    },
  ],
  'POST /api/user/two-step/passkeys/options': [
    { expect: signedIn(200), request: () => ({ url: '/api/user/two-step/passkeys/options' }) },
  ],
  'POST /api/user/two-step/passkeys': [
    {
      expect: signedIn(400),
      request: () => ({
        url: '/api/user/two-step/passkeys',
        body: {
          credential: {
            id: 'abc',
            rawId: 'abc',
            type: 'public-key',
            response: { clientDataJSON: 'abc', attestationObject: 'abc' },
            clientExtensionResults: {},
          },
        },
      }),
    },
  ],
  'POST /api/user/two-step/passkeys/:passkeyId/remove': [
    {
      expect: signedIn(400),
      request: () => ({
        url: '/api/user/two-step/passkeys/00000000-0000-4000-8000-000000000000/remove',
        body: { currentPassword: 'not-it' },
      }),
    },
  ],
  'POST /api/user/two-step/reset/:userId': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createPatient();
        return { url: `/api/user/two-step/reset/${fresh.userId}` };
      },
    },
  ],

  // --- users
  'GET /api/user/getOne/:userId': [
    {
      label: 'a patient',
      // Another doctor sees the names only (to book); the unapproved doctor nothing.
      expect: e(401, 200, 404, 200, 200, 404, 200),
      request: () => ({ url: `/api/user/getOne/${patient.userId}` }),
    },
    {
      label: 'an approved doctor',
      expect: signedIn(200),
      request: () => ({ url: `/api/user/getOne/${doctor.userId}` }),
    },
    {
      label: 'an unapproved doctor',
      expect: e(401, 404, 404, 404, 404, 200, 200),
      request: () => ({ url: `/api/user/getOne/${unapprovedDoctor.userId}` }),
    },
  ],
  'PUT /api/user/profile/:userId': [
    {
      expect: e(401, 200, 404, 404, 404, 404, 200),
      request: () => ({ url: `/api/user/profile/${patient.userId}`, body: { bio: 'Updated' } }),
    },
  ],
  'PUT /api/user/password/:userId': [
    {
      // The owner reaches the password check (a wrong current password is 400); nobody else does.
      expect: e(401, 400, 404, 404, 404, 404, 404),
      request: () => ({
        url: `/api/user/password/${patient.userId}`,
        body: { currentPassword: 'not-it', newPassword: 'secret99', confirm: 'secret99' },
      }),
    },
  ],
  'POST /api/user/email/:userId': [
    {
      // The owner reaches the password check (a wrong current password is 400); nobody else does.
      expect: e(401, 400, 404, 404, 404, 404, 404),
      request: () => ({
        url: `/api/user/email/${patient.userId}`,
        body: { currentPassword: 'not-it', newEmail: 'somewhere.new@example.test' },
      }),
    },
  ],
  'POST /api/user/confirm-email': [
    {
      expect: everyone(400),
      request: () => ({ url: '/api/user/confirm-email', body: { token: 'not-a-real-token' } }),
    },
  ],
  'POST /api/user/image/:userId': [
    {
      expect: e(401, 200, 404, 404, 404, 404, 200),
      request: () => ({ url: `/api/user/image/${patient.userId}`, ...multipart('image', PNG) }),
    },
  ],
  'GET /api/files/:id': [
    {
      // The other patient's photo: themselves, their doctor (otherDoctor) and admins.
      expect: e(401, 404, 200, 404, 200, 404, 200),
      care: { outsideDoctor: 404, emergencyDoctor: 404, removedDoctor: 404 },
      request: () => ({ url: `/api/files/${recordsB.photo}` }),
    },
    {
      // An approved doctor's photo: everyone signed in.
      expect: signedIn(200),
      request: () => ({ url: `/api/files/${doctorPhoto}` }),
    },
  ],

  // --- patients
  'GET /api/patient/all': [
    {
      expect: e(401, 403, 403, 200, 200, 403, 200),
      request: () => ({ url: '/api/patient/all' }),
    },
  ],
  'GET /api/patient/choices': [
    {
      // Names, birth date and the last two phone digits: never a whole number (the body search).
      expect: e(401, 403, 403, 200, 200, 403, 200),
      request: () => ({ url: '/api/patient/choices' }),
    },
  ],
  'GET /api/patient/getPatient/:id': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/patient/getPatient/${patient.patientId}` }),
    },
  ],
  'GET /api/patient/duplicates/:id': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: `/api/patient/duplicates/${patient.patientId}` }),
    },
  ],
  'GET /api/patient/getPatientByUser/:userId': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/patient/getPatientByUser/${patient.userId}` }),
    },
  ],
  'PUT /api/patient/update/:id': [
    {
      expect: patientRecord(200),
      request: () => ({
        url: `/api/patient/update/${patient.patientId}`,
        body: { bloodType: 'AB-' },
      }),
    },
  ],
  'DELETE /api/patient/delete/:id': [
    {
      label: 'a fresh patient of the doctor',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createPatient();
        await newAppointment(fresh, doctor);
        return { url: `/api/patient/delete/${fresh.patientId}` };
      },
    },
  ],

  // --- the care team
  'GET /api/care/team/:patientId': [
    {
      expect: e(401, 200, 404, 403, 403, 403, 200),
      request: () => ({ url: `/api/care/team/${patient.patientId}` }),
    },
  ],
  'GET /api/care/access/:patientId': [
    {
      expect: e(401, 403, 403, 200, 200, 403, 403),
      request: () => ({ url: `/api/care/access/${patient.patientId}` }),
    },
  ],
  'POST /api/care/assign': [
    {
      label: 'a fresh patient and the doctor',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => ({
        url: '/api/care/assign',
        body: { patient: (await t.createPatient()).patientId, doctor: doctor.doctorId },
      }),
    },
  ],
  'POST /api/care/request': [
    {
      label: 'a fresh patient',
      expect: e(401, 403, 403, 200, 200, 403, 403),
      request: async () => ({
        url: '/api/care/request',
        body: { patient: (await t.createPatient()).patientId },
      }),
    },
  ],
  'PATCH /api/care/accept/:id': [
    {
      label: "a fresh doctor's request to the patient",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({ url: `/api/care/accept/${await freshRequest()}` }),
    },
  ],
  'PATCH /api/care/decline/:id': [
    {
      label: "a fresh doctor's request to the patient",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({ url: `/api/care/decline/${await freshRequest()}` }),
    },
  ],
  'DELETE /api/care/remove/:id': [
    {
      label: "a fresh doctor in the patient's care",
      expect: e(401, 200, 404, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createDoctor();
        const member = await call<{ _id: string }>('POST', '/api/care/assign', admin, {
          patient: patient.patientId,
          doctor: fresh.doctorId,
        });
        return { url: `/api/care/remove/${member._id}` };
      },
    },
  ],
  'POST /api/care/emergency': [
    {
      label: 'a fresh patient',
      expect: e(401, 403, 403, 201, 201, 403, 403),
      request: async () => ({
        url: '/api/care/emergency',
        body: {
          patient: (await t.createPatient()).patientId,
          reason: 'Brought in unconscious; medication history needed.',
        },
      }),
    },
  ],
  'GET /api/care/emergency': [
    {
      expect: e(401, 403, 403, 200, 200, 403, 200),
      request: () => ({ url: '/api/care/emergency' }),
    },
  ],

  // --- doctors
  'GET /api/doctor/all': [
    { expect: signedIn(200), request: () => ({ url: '/api/doctor/all' }) },
    {
      label: '?approved=false (administrators only; ignored for others)',
      expect: signedIn(200),
      request: () => ({ url: '/api/doctor/all?approved=false' }),
    },
  ],
  'GET /api/doctor/search': [
    { expect: signedIn(200), request: () => ({ url: '/api/doctor/search?q=e' }) },
    {
      label: "the unapproved doctor's name",
      expect: signedIn(200),
      request: () => ({ url: `/api/doctor/search?q=${unapprovedDoctor.lastName}` }),
    },
  ],
  'GET /api/doctor/getdoctor/:id': [
    {
      label: 'an approved doctor',
      expect: signedIn(200),
      request: () => ({ url: `/api/doctor/getdoctor/${doctor.doctorId}` }),
    },
    {
      label: 'an unapproved doctor',
      expect: e(401, 404, 404, 404, 404, 200, 200),
      request: () => ({ url: `/api/doctor/getdoctor/${unapprovedDoctor.doctorId}` }),
    },
  ],
  'GET /api/doctor/getDoctorByUser/:userId': [
    {
      expect: signedIn(200),
      request: () => ({ url: `/api/doctor/getDoctorByUser/${doctor.userId}` }),
    },
  ],
  'GET /api/doctor/getdoctorByUser/:userId': [
    {
      label: 'an unapproved doctor',
      expect: e(401, 404, 404, 404, 404, 200, 200),
      request: () => ({ url: `/api/doctor/getdoctorByUser/${unapprovedDoctor.userId}` }),
    },
  ],
  'GET /api/doctor/getDoctorPatients/:doctorId': [
    {
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: () => ({ url: `/api/doctor/getDoctorPatients/${doctor.doctorId}` }),
    },
  ],
  'GET /api/doctor/availability/:doctorId': [
    {
      expect: signedIn(200),
      request: () => ({ url: `/api/doctor/availability/${doctor.doctorId}` }),
    },
  ],
  'PUT /api/doctor/availability/:doctorId': [
    {
      label: "the doctor's hours, saved as they are",
      expect: e(401, 403, 403, 200, 403, 403, 200),
      request: () => ({ url: `/api/doctor/availability/${doctor.doctorId}`, body: matrixHours }),
    },
  ],
  'GET /api/doctor/availability/:doctorId/outside-hours': [
    {
      expect: e(401, 403, 403, 200, 403, 403, 200),
      request: () => ({ url: `/api/doctor/availability/${doctor.doctorId}/outside-hours` }),
    },
  ],
  'GET /api/doctor/availability/:doctorId/allowance': [
    {
      // The signed-in patient's own appointments only: staff book without the cap.
      expect: e(401, 200, 200, 403, 403, 403, 403),
      request: () => ({ url: `/api/doctor/availability/${doctor.doctorId}/allowance` }),
      check: (role, body) => {
        if (role === 'otherPatient')
          assert.equal((body as { upcoming: unknown[] }).upcoming.length, 0);
      },
    },
  ],
  'GET /api/slots/first-available': [
    {
      expect: signedIn(200),
      request: () => ({ url: '/api/slots/first-available?limit=3' }),
      check: (_role, body) => assert.equal(JSON.stringify(body).includes('email'), false),
    },
  ],
  'GET /api/doctor/slots/:doctorId': [
    {
      expect: signedIn(200),
      request: () => ({ url: `/api/doctor/slots/${doctor.doctorId}?date=${dayFromToday(3)}` }),
      check: (_role, body) => assert.equal(JSON.stringify(body).includes('patient'), false),
    },
  ],
  'POST /api/doctor/create': [
    {
      // Only a doctor account without details may send them; these all have details or another role.
      expect: e(401, 403, 403, 409, 409, 409, 403),
      request: () => ({
        url: '/api/doctor/create',
        body: { licenseNumber: 'LIC-MATRIX', specialization: 'Cardiology' },
      }),
    },
  ],
  'PUT /api/doctor/update/:id': [
    {
      expect: e(401, 403, 403, 200, 404, 404, 200),
      request: () => ({
        url: `/api/doctor/update/${doctor.doctorId}`,
        body: { hospital: 'North' },
      }),
    },
  ],
  'PATCH /api/doctor/approve/:id': [
    {
      label: 'a fresh unapproved doctor',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createDoctor({ approved: false });
        return { url: `/api/doctor/approve/${fresh.doctorId}` };
      },
    },
  ],
  'PATCH /api/doctor/reject/:id': [
    {
      label: 'a fresh unapproved doctor',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createDoctor({ approved: false });
        return { url: `/api/doctor/reject/${fresh.doctorId}` };
      },
    },
  ],
  'DELETE /api/doctor/delete/:id': [
    {
      label: 'a fresh doctor',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const fresh = await t.createDoctor();
        return { url: `/api/doctor/delete/${fresh.doctorId}` };
      },
    },
  ],

  // --- the clinic's list of specializations: read by everyone signed in, kept by administrators
  'GET /api/specializations': [
    { expect: signedIn(200), request: () => ({ url: '/api/specializations' }) },
    {
      label: '?all=true (retired ones too, administrators only; ignored for others)',
      expect: signedIn(200),
      request: () => ({ url: '/api/specializations?all=true' }),
    },
  ],
  'POST /api/specializations': [
    {
      label: 'a new name',
      expect: e(401, 403, 403, 403, 403, 403, 201),
      request: () => ({
        url: '/api/specializations',
        body: { name: `Matrix Medicine ${randomUUID().slice(0, 8)}` },
      }),
    },
  ],
  'PATCH /api/specializations/:id': [
    {
      label: 'a fresh entry, retired',
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const created = await call<{ _id: string }>(
          'POST',
          '/api/specializations',
          people().admin,
          {
            name: `Matrix Care ${randomUUID().slice(0, 8)}`,
          },
        );
        return { url: `/api/specializations/${created._id}`, body: { retired: true } };
      },
    },
  ],

  // --- calendar feed (the link's secret is the key of the feed: no sign-in)
  'GET /api/doctor/calendar-feed/:doctorId': [
    {
      expect: e(401, 403, 403, 200, 404, 404, 200),
      request: () => ({ url: `/api/doctor/calendar-feed/${doctor.doctorId}` }),
    },
  ],
  'POST /api/doctor/calendar-feed/:doctorId': [
    {
      // The feed names patients: a doctor awaiting approval gets none, not even their own.
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: () => ({ url: `/api/doctor/calendar-feed/${doctor.doctorId}` }),
      check: (_role, body) =>
        assert.match((body as { url: string }).url, /\/api\/calendar\/[\w-]{43}\.ics$/),
    },
    {
      label: "the unapproved doctor's own",
      expect: e(401, 403, 403, 404, 404, 403, 200),
      request: () => ({ url: `/api/doctor/calendar-feed/${unapprovedDoctor.doctorId}` }),
    },
  ],
  'DELETE /api/doctor/calendar-feed/:doctorId': [
    {
      expect: e(401, 403, 403, 204, 404, 404, 204),
      request: () => ({ url: `/api/doctor/calendar-feed/${doctor.doctorId}` }),
    },
  ],
  'GET /api/calendar/:secret.ics': [
    {
      label: 'an unknown link',
      expect: everyone(404),
      request: () => ({ url: `/api/calendar/${'C'.repeat(43)}.ics` }),
    },
    {
      label: 'a live link of a fresh doctor',
      expect: everyone(200),
      request: async () => {
        const fresh = await t.createDoctor();
        const { url } = await call<{ url: string }>(
          'POST',
          `/api/doctor/calendar-feed/${fresh.doctorId}`,
          fresh,
        );
        return { url: new URL(url).pathname };
      },
      check: (_role, body) => assert.match(String(body), /^BEGIN:VCALENDAR\r\n/),
    },
  ],

  // --- appointments
  'GET /api/appointment/all': [
    {
      expect: e(401, 200, 200, 200, 200, 403, 200),
      request: () => ({ url: '/api/appointment/all' }),
    },
    {
      label: "searching for the other patient's name",
      expect: e(401, 200, 200, 200, 200, 403, 200),
      request: (role) => ({
        url: `/api/appointment/all?q=${role === 'otherPatient' || role === 'otherDoctor' ? patient.lastName : otherPatient.lastName}`,
      }),
    },
  ],
  'GET /api/appointment/get/:id': [
    {
      expect: patientRecord(200),
      request: () => ({ url: `/api/appointment/get/${recordsA.appointment}` }),
    },
  ],
  'GET /api/appointment/byDoctor/:doctorId': [
    {
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: () => ({ url: `/api/appointment/byDoctor/${doctor.doctorId}` }),
    },
  ],
  'GET /api/appointment/byPatient/:patientId': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/appointment/byPatient/${patient.patientId}` }),
    },
  ],
  'GET /api/appointment/byUser/:userId': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/appointment/byUser/${patient.userId}` }),
    },
  ],
  'POST /api/appointment/create': [
    {
      label: 'for the patient with the doctor',
      expect: e(401, 201, 403, 201, 403, 403, 201),
      request: () => ({
        url: '/api/appointment/create',
        body: { patient: patient.patientId, doctor: doctor.doctorId, ...freshSlot() },
      }),
    },
  ],
  'PUT /api/appointment/update/:id': [
    {
      label: "a fresh appointment of the patient's",
      // Patients may only cancel: the role answers 403 before any ownership check.
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: async () => ({
        url: `/api/appointment/update/${await newAppointment(patient, doctor)}`,
        body: { notes: 'Bring the results' },
      }),
    },
  ],
  'PATCH /api/appointment/reschedule/:id': [
    {
      label: "a fresh upcoming appointment of the patient's, to a free time",
      expect: patientRecord(200),
      request: async () => ({
        url: `/api/appointment/reschedule/${await newAppointment(patient, doctor, false)}`,
        body: freshSlot(),
      }),
    },
  ],
  'GET /api/appointment/schedule-issues': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/appointment/schedule-issues' }),
    },
  ],
  'PATCH /api/appointment/status/:id': [
    {
      label: 'cancel a fresh upcoming appointment',
      expect: patientRecord(200),
      request: async () => ({
        // Upcoming: patients cancel online only before the clinic's notice.
        url: `/api/appointment/status/${await newAppointment(patient, doctor, false)}`,
        body: { status: 'cancelled' },
      }),
    },
  ],
  'PATCH /api/appointment/patient-confirmation/:id': [
    {
      label: 'a fresh appointment: only its patient says they will come',
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({
        url: `/api/appointment/patient-confirmation/${await newAppointment(patient, doctor, false)}`,
      }),
    },
  ],
  // Public: the signed token is the permission; a token that is not one is refused alike.
  'GET /api/appointment/link': [
    {
      expect: everyone(400),
      request: () => ({ url: '/api/appointment/link?token=not-a-real-token' }),
    },
  ],
  'POST /api/appointment/link': [
    {
      expect: everyone(400),
      request: () => ({ url: '/api/appointment/link', body: { token: 'not-a-real-token' } }),
    },
  ],
  'GET /api/appointment/settings': [
    { expect: signedIn(200), request: () => ({ url: '/api/appointment/settings' }) },
  ],
  'PUT /api/appointment/settings': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/appointment/settings', body: { cancellationNoticeHours: 2 } }),
    },
  ],
  'DELETE /api/appointment/delete/:id': [
    {
      label: 'a fresh appointment',
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: async () => ({
        url: `/api/appointment/delete/${await newAppointment(patient, doctor)}`,
      }),
    },
  ],

  // --- health complaints
  'GET /api/health/all': [
    { expect: e(401, 200, 200, 200, 200, 403, 200), request: () => ({ url: '/api/health/all' }) },
    {
      label: "searching for the other patient's name",
      expect: e(401, 200, 200, 200, 200, 403, 200),
      request: (role) => ({
        url: `/api/health/all?q=${role === 'otherPatient' || role === 'otherDoctor' ? patient.lastName : otherPatient.lastName}`,
      }),
    },
  ],
  'GET /api/health/patient/:patientId': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/health/patient/${patient.patientId}` }),
    },
  ],
  'GET /api/health/get/:id': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/health/get/${recordsA.complaint}` }),
    },
  ],
  'POST /api/health/create': [
    {
      label: "naming the patient's record",
      // A patient writes only about themself: another patient naming this record is refused.
      expect: e(401, 201, 403, 403, 403, 403, 201),
      request: () => ({
        url: '/api/health/create',
        body: { subject: 'Dizziness', patient: patient.patientId },
      }),
    },
  ],
  'PATCH /api/health/status/:id': [
    {
      label: 'a fresh complaint',
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: async () => ({
        url: `/api/health/status/${await newComplaint(patient)}`,
        body: { status: 'in review' },
      }),
    },
  ],

  // --- food and sports plans (the same rules; the ratings are the "reports" and "feedbacks")
  ...plansRows('foods'),
  ...plansRows('sports'),

  // --- notifications
  'GET /api/notify/get/:userId': [
    {
      expect: e(401, 200, 404, 404, 404, 404, 404),
      request: () => ({ url: `/api/notify/get/${patient.userId}` }),
    },
  ],
  'PATCH /api/notify/read/:userId': [
    {
      expect: e(401, 200, 404, 404, 404, 404, 404),
      request: () => ({ url: `/api/notify/read/${patient.userId}` }),
    },
  ],
  'DELETE /api/notify/:id': [
    {
      label: "a fresh notification of the patient's",
      expect: e(401, 200, 404, 404, 404, 404, 404),
      request: async () => {
        await newAppointment(patient, doctor);
        return { url: `/api/notify/${await newestNotification(patient)}` };
      },
    },
  ],

  'PATCH /api/notify/:id/read': [
    {
      label: "a fresh notification of the patient's",
      expect: e(401, 200, 404, 404, 404, 404, 404),
      request: async () => {
        await newAppointment(patient, doctor);
        return { url: `/api/notify/${await newestNotification(patient)}/read` };
      },
    },
  ],
  'GET /api/notify/unread': [
    { expect: signedIn(200), request: () => ({ url: '/api/notify/unread' }) },
  ],
  'GET /api/notify/preferences': [
    { expect: signedIn(200), request: () => ({ url: '/api/notify/preferences' }) },
  ],
  'PUT /api/notify/preferences': [
    {
      expect: signedIn(200),
      request: () => ({
        url: '/api/notify/preferences',
        body: { emailCopies: { general: false } },
      }),
    },
  ],

  // --- live stream: a ticket for any signed-in caller; the stream itself needs a valid one
  'POST /api/stream/ticket': [
    { expect: signedIn(200), request: () => ({ url: '/api/stream/ticket' }) },
  ],
  'GET /api/stream': [
    {
      label: 'with a ticket that was never issued',
      expect: everyone(401),
      request: () => ({ url: '/api/stream?ticket=not-a-real-ticket' }),
    },
  ],

  // --- secure messages: the patient and the doctors of her care team only
  'GET /api/chats': [
    { expect: e(401, 200, 200, 200, 200, 403, 403), request: () => ({ url: '/api/chats' }) },
  ],
  'POST /api/chats': [
    {
      label: "the patient's conversation with her doctor",
      // Patients name the doctor, doctors the patient; emergency access is not care.
      expect: e(401, 200, 403, 200, 403, 403, 403),
      request: (role) => ({
        url: '/api/chats',
        body:
          role === 'patient' || role === 'otherPatient'
            ? { doctor: doctor.doctorId }
            : { patient: patient.patientId },
      }),
    },
  ],
  'GET /api/chats/unread': [
    {
      expect: e(401, 200, 200, 200, 200, 403, 403),
      request: () => ({ url: '/api/chats/unread' }),
    },
  ],
  'GET /api/chats/:id/messages': [
    {
      label: "the patient's conversation with her doctor",
      expect: e(401, 200, 404, 200, 404, 403, 403),
      request: () => ({ url: `/api/chats/${recordsA.chat}/messages` }),
    },
    {
      label: 'a conversation whose care relationship ended',
      expect: e(401, 403, 404, 404, 404, 403, 403),
      care: { removedDoctor: 403 },
      request: () => ({ url: `/api/chats/${endedChat}/messages` }),
    },
  ],
  'POST /api/chats/:id/messages': [
    {
      label: "the patient's conversation with her doctor",
      expect: e(401, 201, 404, 201, 404, 403, 403),
      request: () => ({
        url: `/api/chats/${recordsA.chat}/messages`,
        body: { body: 'Thank you' },
      }),
    },
    {
      label: 'a conversation whose care relationship ended',
      expect: e(401, 403, 404, 404, 404, 403, 403),
      care: { removedDoctor: 403 },
      request: () => ({ url: `/api/chats/${endedChat}/messages`, body: { body: 'Hello?' } }),
    },
  ],
  'POST /api/chats/:id/read': [
    {
      label: "the patient's conversation with her doctor",
      expect: e(401, 200, 404, 200, 404, 403, 403),
      request: () => ({ url: `/api/chats/${recordsA.chat}/read` }),
    },
  ],
  'PATCH /api/chats/:id/close': [
    {
      label: "a fresh conversation of the doctor's",
      expect: e(401, 403, 403, 200, 404, 403, 403),
      request: async () => ({ url: `/api/chats/${await freshChat()}/close` }),
    },
  ],
  'PATCH /api/chats/:id/reopen': [
    {
      label: "a fresh conversation of the doctor's",
      expect: e(401, 403, 403, 200, 404, 403, 403),
      request: async () => ({ url: `/api/chats/${await freshChat()}/reopen` }),
    },
  ],
  'GET /api/doctor/away-message': [
    {
      // Their own: an unapproved doctor may prepare it.
      expect: e(401, 403, 403, 200, 200, 200, 403),
      request: () => ({ url: '/api/doctor/away-message' }),
    },
  ],
  'PUT /api/doctor/away-message': [
    {
      expect: e(401, 403, 403, 200, 200, 200, 403),
      request: () => ({ url: '/api/doctor/away-message', body: { message: 'Back on Monday.' } }),
    },
  ],
  'GET /api/stats/messages': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/stats/messages' }),
    },
  ],

  // --- figures
  'GET /api/stats/admin': [
    { expect: e(401, 403, 403, 403, 403, 403, 200), request: () => ({ url: '/api/stats/admin' }) },
  ],
  'GET /api/stats/admin/no-shows': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/stats/admin/no-shows' }),
    },
  ],
  'GET /api/stats/doctor/:doctorId': [
    {
      expect: e(401, 403, 403, 200, 404, 403, 200),
      request: () => ({ url: `/api/stats/doctor/${doctor.doctorId}` }),
    },
  ],
  'GET /api/stats/patient/:patientId': [
    {
      expect: patientRecord(200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/stats/patient/${patient.patientId}` }),
    },
  ],

  // --- audit trail
  // --- reminders (the job queue is off in this test: the list answers empty, roles still hold)
  'GET /api/reminders/failed': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/reminders/failed' }),
    },
  ],
  'GET /api/patient/access-log': [
    {
      // Each patient reads their own; nobody else has one.
      expect: e(401, 200, 200, 403, 403, 403, 403),
      request: () => ({ url: '/api/patient/access-log' }),
    },
  ],
  'GET /api/audit/patient/:patientId': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: `/api/audit/patient/${patient.patientId}` }),
    },
  ],

  // --- demo, probes, docs
  'GET /api/dev/outbox': [
    {
      // Demo mode only (DEMO_MODE=1, no SMTP): a separate test checks it is absent otherwise.
      demoOnly: true,
      expect: everyone(200),
      request: () => ({ url: `/api/dev/outbox?to=${encodeURIComponent(patient.email)}` }),
    },
  ],
  'GET /healthz': [{ expect: everyone(200), request: () => ({ url: '/healthz' }) }],
  'GET /readyz': [{ expect: everyone(200), request: () => ({ url: '/readyz' }) }],
  'GET /api/docs': [{ expect: everyone(200), request: () => ({ url: '/api/docs' }) }],
  'GET /api/docs/static/index.html': [
    // Redirects to the docs page.
    { expect: everyone(302), request: () => ({ url: '/api/docs/static/index.html' }) },
  ],
  'GET /api/docs/static/*': [
    { expect: everyone(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
    {
      label: 'a path out of the docs folder',
      expect: everyone(404),
      request: () => ({ url: '/api/docs/static/..%2F..%2F..%2Fpackage.json' }),
    },
  ],
  'GET /api/docs/static/swagger-initializer.js': [
    { expect: everyone(200), request: () => ({ url: '/api/docs/static/swagger-initializer.js' }) },
  ],
  'GET /api/docs/json': [{ expect: everyone(200), request: () => ({ url: '/api/docs/json' }) }],
  'GET /api/docs/yaml': [{ expect: everyone(200), request: () => ({ url: '/api/docs/yaml' }) }],

  // --- video visits
  'GET /api/video/:id': [
    {
      expect: videoParties(200),
      request: async () => ({ url: `/api/video/${await videoVisit()}` }),
    },
  ],
  'POST /api/video/:id/join': [
    {
      expect: videoParties(200),
      request: async () => ({ url: `/api/video/${await videoVisit()}/join` }),
    },
  ],
  'POST /api/video/:id/admit': [
    {
      label: 'the patient waiting',
      expect: e(401, 403, 404, 200, 404, 404, 403),
      request: async () => {
        const id = await videoVisit();
        await call('POST', `/api/video/${id}/join`, patient);
        return { url: `/api/video/${id}/admit` };
      },
    },
  ],
  'POST /api/video/:id/leave': [
    {
      expect: videoParties(200),
      request: async () => ({ url: `/api/video/${await videoVisit()}/leave` }),
    },
  ],
  'POST /api/video/:id/signals': [
    {
      label: 'the patient let in',
      expect: videoParties(204),
      request: async () => ({
        url: `/api/video/${await admittedVisit()}/signals`,
        body: { type: 'offer', sdp: 'v=0', session: 'matrix-session' },
      }),
    },
  ],
  'GET /api/video/:id/signals': [
    {
      expect: videoParties(200),
      request: async () => ({ url: `/api/video/${await videoVisit()}/signals` }),
    },
  ],
  'GET /api/video/:id/ice': [
    {
      expect: videoParties(200),
      request: async () => ({ url: `/api/video/${await videoVisit()}/ice` }),
    },
  ],

  // --- before the visit: questionnaire and check-in (answers: the patient, their care team and
  // administrators, who reach every record)
  'GET /api/appointments/:id/previsit': [
    {
      expect: e(401, 200, 404, 200, 404, 403, 200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/appointments/${recordsA.appointment}/previsit` }),
    },
  ],
  'PUT /api/appointments/:id/previsit/answers': [
    {
      label: "a draft of the patient's appointment in a few hours",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({
        url: `/api/appointments/${await sharedSoon()}/previsit/answers`,
        body: { answers: { symptoms: 'Matrix cough' } },
      }),
    },
  ],
  'POST /api/appointments/:id/check-in': [
    {
      label: 'a fresh appointment in a few hours, its questionnaire sent',
      expect: e(401, 201, 404, 403, 403, 403, 403),
      request: async (role) => {
        if (role !== 'patient')
          return { url: `/api/appointments/${await sharedSoon()}/check-in`, body: CHECK_IN };
        const id = await soonAppointment();
        await call('PUT', `/api/appointments/${id}/previsit/answers`, patient, {
          answers: { 'policy-consent': true },
          submit: true,
        });
        return { url: `/api/appointments/${id}/check-in`, body: CHECK_IN };
      },
    },
  ],
  'GET /api/doctor/check-ins': [
    {
      expect: e(401, 403, 403, 200, 200, 403, 403),
      request: () => ({ url: '/api/doctor/check-ins' }),
    },
  ],
  // --- visit notes (the appointment's doctor writes; the care team and administrators read; the
  // patient reads the after-visit summary) and the doctor's own templates
  'GET /api/appointments/:id/note': [
    {
      expect: e(401, 403, 403, 200, 404, 403, 200),
      care: EMERGENCY_READ,
      request: () => ({ url: `/api/appointments/${recordsA.appointment}/note` }),
    },
  ],
  'PUT /api/appointments/:id/note': [
    {
      label: 'a fresh past visit, first save',
      expect: NOTE_WRITE,
      care: { emergencyDoctor: 403 },
      request: async () => ({
        url: `/api/appointments/${await pastVisit()}/note`,
        body: { ...NOTE_PARTS, version: 0 },
      }),
    },
  ],
  'POST /api/appointments/:id/note/sign': [
    {
      label: 'a fresh past visit with a saved draft',
      expect: NOTE_WRITE,
      care: { emergencyDoctor: 403 },
      request: async () => ({
        url: `/api/appointments/${await notedVisit(false)}/note/sign`,
        body: { version: 1 },
      }),
    },
  ],
  'POST /api/appointments/:id/note/addenda': [
    {
      label: 'a fresh past visit with a signed note',
      expect: e(401, 403, 403, 201, 404, 403, 403),
      care: { emergencyDoctor: 403 },
      request: async () => ({
        url: `/api/appointments/${await notedVisit(true)}/note/addenda`,
        body: { part: 'plan', text: 'Matrix addendum' },
      }),
    },
  ],
  'POST /api/appointments/:id/note/not-needed': [
    {
      label: 'a fresh past visit',
      expect: NOTE_WRITE,
      care: { emergencyDoctor: 403 },
      request: async () => ({
        url: `/api/appointments/${await pastVisit()}/note/not-needed`,
        body: { reason: 'Matrix renewal' },
      }),
    },
  ],
  'GET /api/appointments/:id/summary': [
    {
      label: "the patient's visit with a signed note",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({ url: `/api/appointments/${await sharedSigned()}/summary` }),
      check: (_role, body) =>
        assert.ok(!JSON.stringify(body).includes('Matrix history'), 'no subjective part'),
    },
  ],
  'PUT /api/appointments/:id/follow-up': [
    {
      label: 'a fresh past visit',
      expect: NOTE_WRITE,
      care: { emergencyDoctor: 403 },
      request: async () => ({
        url: `/api/appointments/${await pastVisit()}/follow-up`,
        body: { weeks: 2, kind: 'inPerson' },
      }),
    },
  ],
  'DELETE /api/appointments/:id/follow-up': [
    {
      label: 'a fresh past visit with a follow-up asked',
      expect: NOTE_WRITE,
      care: { emergencyDoctor: 403 },
      request: async () => {
        const id = await pastVisit();
        await call('PUT', `/api/appointments/${id}/follow-up`, doctor, {
          weeks: 4,
          kind: 'video',
        });
        return { url: `/api/appointments/${id}/follow-up` };
      },
    },
  ],
  'GET /api/doctor/follow-ups': [
    {
      expect: e(401, 403, 403, 200, 200, 403, 403),
      request: () => ({ url: '/api/doctor/follow-ups' }),
    },
  ],
  'GET /api/doctor/note-templates': [
    {
      expect: e(401, 403, 403, 200, 200, 200, 403),
      request: () => ({ url: '/api/doctor/note-templates' }),
    },
  ],
  'POST /api/doctor/note-templates': [
    {
      expect: e(401, 403, 403, 201, 201, 201, 403),
      request: () => ({
        url: '/api/doctor/note-templates',
        body: { name: 'Matrix', ...NOTE_PARTS },
      }),
    },
  ],
  'PUT /api/doctor/note-templates/:id': [
    {
      label: "the doctor's template",
      expect: e(401, 403, 403, 200, 404, 404, 403),
      request: async () => ({
        url: `/api/doctor/note-templates/${await sharedTemplate()}`,
        body: { name: 'Matrix renamed', ...NOTE_PARTS },
      }),
    },
  ],
  'DELETE /api/doctor/note-templates/:id': [
    {
      label: "a fresh template of the doctor's",
      expect: e(401, 403, 403, 200, 404, 404, 403),
      request: async () => ({ url: `/api/doctor/note-templates/${await newTemplate()}` }),
    },
  ],
  'GET /api/questionnaire': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/questionnaire' }),
    },
  ],
  'GET /api/questionnaire/versions': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/questionnaire/versions' }),
    },
  ],
  'GET /api/questionnaire/versions/:id': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: async () => {
        const current = await call<{ _id: string }>('GET', '/api/questionnaire', admin);
        return { url: `/api/questionnaire/versions/${current._id}` };
      },
    },
  ],
  'POST /api/questionnaire': [
    {
      label: 'a version of one question',
      expect: e(401, 403, 403, 403, 403, 403, 201),
      request: () => ({
        url: '/api/questionnaire',
        body: { questions: [{ kind: 'shortText', label: 'Matrix question', required: false }] },
      }),
    },
  ],

  // --- earlier-time offers: a patient's own wishes and offers; the figures for administrators
  'POST /api/waitlist': [
    {
      expect: e(401, 201, 201, 403, 403, 403, 403),
      request: () => ({
        url: '/api/waitlist',
        body: { doctor: doctor.doctorId, weekDays: [1], from: '08:00', to: '09:00' },
      }),
    },
  ],
  'GET /api/waitlist': [
    { expect: e(401, 200, 200, 403, 403, 403, 403), request: () => ({ url: '/api/waitlist' }) },
  ],
  'DELETE /api/waitlist/:id': [
    {
      label: "the patient's own wish",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async () => ({ url: `/api/waitlist/${await sharedEntry()}` }),
    },
  ],
  'GET /api/waitlist/offers': [
    {
      expect: e(401, 200, 200, 403, 403, 403, 403),
      request: () => ({ url: '/api/waitlist/offers' }),
    },
  ],
  'POST /api/waitlist/offers/:id/accept': [
    {
      label: "an open offer to the patient (a fresh one for the patient's own cell)",
      expect: e(401, 201, 404, 403, 403, 403, 403),
      request: async (role) => ({
        url: `/api/waitlist/offers/${role === 'patient' ? await freshOffer() : await sharedOffer()}/accept`,
      }),
    },
  ],
  'POST /api/waitlist/offers/:id/decline': [
    {
      label: "an open offer to the patient (a fresh one for the patient's own cell)",
      expect: e(401, 200, 404, 403, 403, 403, 403),
      request: async (role) => ({
        url: `/api/waitlist/offers/${role === 'patient' ? await freshOffer() : await sharedOffer()}/decline`,
      }),
    },
  ],
  'GET /api/waitlist/figures': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/waitlist/figures' }),
    },
  ],
  'GET /api/waitlist/settings': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({ url: '/api/waitlist/settings' }),
    },
  ],
  'PUT /api/waitlist/settings': [
    {
      expect: e(401, 403, 403, 403, 403, 403, 200),
      request: () => ({
        url: '/api/waitlist/settings',
        body: { offerMinutes: 120, offersAtOnce: 3 },
      }),
    },
  ],
};

/** The ids of the patient records an answer refers to (`patient: { _id }` or `patient: id`). */
function patientRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) patientRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'patient' && typeof child === 'string') found.add(child);
      if (key === 'patient' && child && typeof child === 'object') {
        const id = (child as { _id?: unknown })._id;
        if (typeof id === 'string') found.add(id);
      }
      patientRefs(child, found);
    }
  }
  return found;
}

// ---------------------------------------------------------------- running it
function routeKeys(): string[] {
  return listRoutes(t.app)
    .filter((r) => r.method !== 'OPTIONS' && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);
}

before(async () => {
  t = await setupTestApp();
  patient = await t.createPatient({ firstName: 'Aurelia', lastName: 'Quillfeather' });
  otherPatient = await t.createPatient({ firstName: 'Beatrix', lastName: 'Thornbury' });
  doctor = await t.createDoctor({ firstName: 'Desmond', lastName: 'Ashcombe' });
  otherDoctor = await t.createDoctor({ firstName: 'Dorothea', lastName: 'Whitlock' });
  unapprovedDoctor = await t.createDoctor({
    firstName: 'Ulysses',
    lastName: 'Pemberton',
    approved: false,
  });
  admin = await t.createAdmin();
  outsideDoctor = await t.createDoctor({ firstName: 'Octavia', lastName: 'Farrow' });
  emergencyDoctor = await t.createDoctor({ firstName: 'Everett', lastName: 'Hollis' });
  removedDoctor = await t.createDoctor({ firstName: 'Rupert', lastName: 'Lindqvist' });
  // Real sign-ins: every cell also goes through the check that the sign-in is still live.
  for (const person of Object.values(people())) {
    // The administrator answers the second step with the authenticator app (test/helpers.ts).
    const signedIn = await t.signIn(person);
    assert.equal(signedIn.status, 200);
    person.token = signedIn.body.token;
  }
  await call('PUT', `/api/doctor/availability/${doctor.doctorId}`, doctor, matrixHours);
  recordsA = await seedRecords(patient, doctor, PHONE_A, ADDRESS_A);
  recordsB = await seedRecords(otherPatient, otherDoctor, PHONE_B, ADDRESS_B);
  doctorPhoto = await uploadPhoto(doctor);
  // The removed doctor was in her care (she booked them) until she removed them.
  await call('POST', '/api/appointment/create', patient, {
    doctor: removedDoctor.doctorId,
    ...freshSlot(),
  });
  const team = await call<{ _id: string; doctor: { _id: string } }[]>(
    'GET',
    `/api/care/team/${patient.patientId}`,
    patient,
  );
  endedChat = (
    await call<{ _id: string }>('POST', '/api/chats', patient, { doctor: removedDoctor.doctorId })
  )._id;
  await call('POST', `/api/chats/${endedChat}/messages`, patient, { body: 'Before the end' });
  const removed = team.find((m) => m.doctor._id === removedDoctor.doctorId)!;
  await call('DELETE', `/api/care/remove/${removed._id}`, patient);
  await call('POST', '/api/care/emergency', emergencyDoctor, {
    patient: patient.patientId,
    reason: 'Unconscious in the emergency room; allergies needed.',
  });
});
after(() => t.close());

let cells = 0;

describe('authorisation matrix', () => {
  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const routes = routeKeys();
    const missing = routes.filter((key) => !MATRIX[key]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.includes(key));
    assert.deepEqual(
      missing,
      [],
      `routes without a row in the authorisation matrix (add them to ${import.meta.url}): ${missing.join(', ')}`,
    );
    assert.deepEqual(stale, [], `rows for routes the app no longer has: ${stale.join(', ')}`);
  });

  for (const [key, cases] of Object.entries(MATRIX)) {
    for (const testCase of cases) {
      const name = testCase.label ? `${key} (${testCase.label})` : key;
      it(name, async () => {
        const [method, pattern] = key.split(' ') as [string, string];
        const problems: string[] = [];
        for (const role of ROLES) {
          const cell = await testCase.request(role);
          const token = tokenOf(role);
          const headers: Record<string, string> = { ...cell.headers };
          // A cell may bring a token of its own (logout signs in for itself).
          if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
          const reply = await t.app.inject({
            method: method as 'GET',
            url: cell.url,
            headers,
            ...(cell.payload
              ? { payload: cell.payload }
              : cell.body !== undefined
                ? { payload: cell.body as object }
                : {}),
          });
          cells += 1;
          const where = `${name} as ${role}`;
          const want = expected(testCase, role);
          if (reply.statusCode !== want) {
            problems.push(
              `${where}: expected ${want}, got ${reply.statusCode} ${reply.body.slice(0, 200)}`,
            );
            continue;
          }
          const text = reply.body;
          if (reply.statusCode >= 400) {
            const message = (reply.json() as { message?: unknown }).message;
            if (typeof message !== 'string' || message.length < 5)
              problems.push(`${where}: an error without a clear message: ${text.slice(0, 200)}`);
          }
          if (pattern.startsWith('/api/') && !pattern.startsWith('/api/docs')) {
            const cacheControl = reply.headers['cache-control'];
            // The calendar feed says it too, for the shared caches between it and calendar apps.
            const feed = pattern === '/api/calendar/:secret.ics' && reply.statusCode === 200;
            if (cacheControl !== (feed ? 'private, no-store' : 'no-store'))
              problems.push(`${where}: Cache-Control is ${String(reply.headers['cache-control'])}`);
          }
          if (!reply.headers['strict-transport-security'])
            problems.push(`${where}: no Strict-Transport-Security header`);
          for (const [what, secret] of secrets()) {
            if (pattern.startsWith('/api/docs') && what === 'a password field') continue;
            const found = typeof secret === 'string' ? text.includes(secret) : secret.test(text);
            if (found && !(testCase.demoOnly && what !== 'a password hash'))
              problems.push(`${where}: the answer contains ${what}`);
          }
          if (!testCase.demoOnly) {
            for (const value of forbiddenFor(role)) {
              if (text.includes(value))
                problems.push(`${where}: the answer leaks "${value}": ${text.slice(0, 300)}`);
            }
          }
          // A patient's answers mention no patient record but their own.
          if (reply.statusCode < 300 && (role === 'patient' || role === 'otherPatient')) {
            const own = people()[role].patientId;
            const json = String(reply.headers['content-type']).includes('json')
              ? reply.json()
              : null;
            const others = [...patientRefs(json)].filter((id) => id !== own);
            if (others.length)
              problems.push(
                `${where}: the answer names other patients' records: ${others.join(', ')}`,
              );
          }
          if (reply.statusCode < 300 && testCase.check) {
            try {
              const body: unknown = String(reply.headers['content-type']).includes('json')
                ? reply.json()
                : text;
              testCase.check(role, body);
            } catch (error) {
              problems.push(`${where}: ${(error as Error).message}`);
            }
          }
        }
        assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
      });
    }
  }

  it('ran every cell: routes × variants × 10 callers', (ctx) => {
    const rows = Object.values(MATRIX).reduce((sum, cases) => sum + cases.length, 0);
    ctx.diagnostic(
      `authorisation matrix: ${routeKeys().length} routes, ${rows} rows, ${cells} cells`,
    );
    assert.equal(cells, rows * ROLES.length);
    assert.ok(cells >= routeKeys().length * ROLES.length);
  });

  it('the demo outbox is not a route outside demo mode', async () => {
    const production = await setupTestApp({
      config: { demoMode: false, smtpUrl: 'smtp://127.0.0.1:9/?ignoreTLS=true' },
    });
    try {
      const routes = listRoutes(production.app).map((r) => `${r.method} ${r.url}`);
      assert.equal(routes.includes('GET /api/dev/outbox'), false);
      const reply = await production.request('GET', `/api/dev/outbox?to=${patient.email}`);
      assert.equal(reply.status, 404);
    } finally {
      await production.close();
    }
  });
});
