// The demo data as rows, table by table: the three demo accounts, more doctors and ~30
// patients, appointments over the last 7 and next 14 days in every status, plans with ratings,
// health complaints, notifications and one conversation. Dates are relative to `now`; a seeded
// random generator picks the rest, so that every demo database looks the same. seed-demo.ts
// inserts the rows.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { addDays, longDay, today as todayOf } from '../lib/dates.js';
import { dailySlots, slotStartMinutes } from '../lib/time-slots.js';
import type { NewNotification } from '../modules/notifications/notifications.repository.js';
import type {
  appointments,
  conversations,
  doctors,
  foodFeedback,
  foodPlans,
  healthComplaints,
  messages,
  patients,
  sportFeedback,
  sportPlans,
  users,
} from './schema.js';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'CareConnect1!';
/** The published demo accounts (README): in demo mode they sign in with the password alone. */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [
  'patient@careconnect.test',
  'doctor@careconnect.test',
  'admin@careconnect.test',
];

/** The demo doctors keep the default hours, in the default zone (see scheduling/availability.ts). */
const DEMO_TIME_ZONE = 'UTC';

/** A small deterministic random generator, so that every demo database looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const DOCTORS = [
  {
    first: 'Ana',
    last: 'Silva',
    email: 'doctor@careconnect.test',
    username: 'dr.silva',
    gender: 'female',
    spec: 'Cardiology',
    hospital: 'Riverside General Hospital',
    years: 12,
  },
  {
    first: 'Marcus',
    last: 'Okafor',
    email: 'marcus.okafor@careconnect.test',
    username: 'dr.okafor',
    gender: 'male',
    spec: 'General Practice',
    hospital: 'Northgate Clinic',
    years: 8,
  },
  {
    first: 'Leila',
    last: 'Haddad',
    email: 'leila.haddad@careconnect.test',
    username: 'dr.haddad',
    gender: 'female',
    spec: 'Dermatology',
    hospital: 'Riverside General Hospital',
    years: 15,
  },
  {
    first: 'Tomas',
    last: 'Novak',
    email: 'tomas.novak@careconnect.test',
    username: 'dr.novak',
    gender: 'male',
    spec: 'Orthopedics',
    hospital: 'St. Clare Medical Center',
    years: 20,
  },
  {
    first: 'Priya',
    last: 'Raman',
    email: 'priya.raman@careconnect.test',
    username: 'dr.raman',
    gender: 'female',
    spec: 'Nutrition and Dietetics',
    hospital: 'Northgate Clinic',
    years: 6,
  },
  {
    first: 'Daniel',
    last: 'Fischer',
    email: 'daniel.fischer@careconnect.test',
    username: 'dr.fischer',
    gender: 'male',
    spec: 'Sports Medicine',
    hospital: 'St. Clare Medical Center',
    years: 10,
  },
] as const;

const PENDING_DOCTOR = {
  first: 'Nora',
  last: 'Lindqvist',
  email: 'nora.lindqvist@careconnect.test',
  username: 'dr.lindqvist',
  gender: 'female',
  spec: 'Pediatrics',
  hospital: "Harbor Children's Hospital",
  years: 4,
};

const PATIENT_NAMES: [string, string, 'male' | 'female'][] = [
  ['Jane', 'Cooper', 'female'],
  ['Omar', 'Farouk', 'male'],
  ['Emily', 'Watson', 'female'],
  ['Lucas', 'Moreau', 'male'],
  ['Sofia', 'Rossi', 'female'],
  ['Ethan', 'Brooks', 'male'],
  ['Mia', 'Tanaka', 'female'],
  ['Noah', 'Schmidt', 'male'],
  ['Aisha', 'Bello', 'female'],
  ['Liam', 'Murphy', 'male'],
  ['Chloe', 'Dubois', 'female'],
  ['Mateo', 'Garcia', 'male'],
  ['Hannah', 'Kowalski', 'female'],
  ['Ryan', 'Chen', 'male'],
  ['Zara', 'Ahmed', 'female'],
  ['Oliver', 'Jensen', 'male'],
  ['Grace', 'Nakamura', 'female'],
  ['Samuel', 'Adeyemi', 'male'],
  ['Isabel', 'Costa', 'female'],
  ['David', 'Levin', 'male'],
  ['Nadia', 'Petrova', 'female'],
  ['Jonas', 'Berg', 'male'],
  ['Laura', 'Martin', 'female'],
  ['Kofi', 'Mensah', 'male'],
  ['Elena', 'Popescu', 'female'],
  ['Victor', 'Santos', 'male'],
  ['Amara', 'Okoye', 'female'],
  ['Henry', 'Walsh', 'male'],
  ['Yasmin', 'Karimi', 'female'],
  ['Felix', 'Hoffmann', 'male'],
];

const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
const REASONS = [
  'Annual check-up',
  'Follow-up visit',
  'Chest pain when climbing stairs',
  'Skin rash on both arms',
  'Knee pain after running',
  'Blood pressure review',
  'Persistent headaches',
  'Diet advice after blood test',
  'Back pain',
  'Vaccination',
  'Shortness of breath',
  'Sleep problems',
  'Test results discussion',
];
const FOODS = [
  { name: 'Oatmeal with berries', quantity: '1 bowl', timeOfDay: 'Breakfast' },
  { name: 'Greek yogurt', quantity: '150 g', timeOfDay: 'Morning snack' },
  { name: 'Grilled salmon', quantity: '120 g', timeOfDay: 'Lunch' },
  { name: 'Steamed vegetables', quantity: '200 g', timeOfDay: 'Lunch' },
  { name: 'Lentil soup', quantity: '1 bowl', timeOfDay: 'Dinner' },
  { name: 'Almonds', quantity: '20 g', timeOfDay: 'Afternoon snack' },
  { name: 'Whole-grain bread', quantity: '2 slices', timeOfDay: 'Breakfast' },
  { name: 'Green tea', quantity: '2 cups', timeOfDay: 'Afternoon' },
  { name: 'Chicken breast salad', quantity: '1 plate', timeOfDay: 'Dinner' },
];
const SPORTS = [
  { name: 'Brisk walking', duration: '30 minutes', frequency: '5 times a week', intensity: 'low' },
  { name: 'Swimming', duration: '45 minutes', frequency: '2 times a week', intensity: 'moderate' },
  { name: 'Cycling', duration: '40 minutes', frequency: '3 times a week', intensity: 'moderate' },
  { name: 'Yoga', duration: '30 minutes', frequency: 'Daily', intensity: 'low' },
  {
    name: 'Strength training',
    duration: '30 minutes',
    frequency: '2 times a week',
    intensity: 'high',
  },
  { name: 'Stretching', duration: '15 minutes', frequency: 'Daily', intensity: 'low' },
];
const COMPLAINTS = [
  ['Recurring headaches', 'Headaches most afternoons for two weeks, worse after screen work.'],
  ['Dizziness when standing up', 'Short dizzy spells in the morning.'],
  ['Itchy rash', 'Red itchy patches on the forearms since last week.'],
  ['Knee swelling', 'The left knee swells after walking more than 20 minutes.'],
  ['Trouble sleeping', 'Waking up at 3 am most nights.'],
  ['Heartburn after meals', 'Burning feeling after dinner, three or four times a week.'],
  ['Lower back pain', 'Pain when sitting for long periods.'],
  ['Seasonal allergies', 'Sneezing and watery eyes every morning.'],
] as const;
const COMMENTS = [
  'Easy to follow, thank you!',
  'Helpful plan.',
  'A bit hard to keep up during the week.',
  'I feel better already.',
  'Could use more variety.',
  undefined,
];

/** The rows of each table, in an order that inserts every row after the rows it refers to. */
export interface DemoData {
  users: (typeof users.$inferInsert)[];
  doctors: (typeof doctors.$inferInsert)[];
  patients: (typeof patients.$inferInsert)[];
  appointments: (typeof appointments.$inferInsert)[];
  foodPlans: (typeof foodPlans.$inferInsert)[];
  sportPlans: (typeof sportPlans.$inferInsert)[];
  foodFeedback: (typeof foodFeedback.$inferInsert)[];
  sportFeedback: (typeof sportFeedback.$inferInsert)[];
  healthComplaints: (typeof healthComplaints.$inferInsert)[];
  conversations: (typeof conversations.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  notifications: NewNotification[];
}

interface Person {
  id: string;
  userId: string;
  name: string;
}

/** Every account gets `passwordHash` (the hash of DEMO_PASSWORD). Ids are chosen here. */
export function demoData(now: Date, passwordHash: string): DemoData {
  const rand = random(20261124);
  const today = todayOf(now);
  const slots = dailySlots().map((s) => s.timeSlot);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const data: DemoData = {
    users: [],
    doctors: [],
    patients: [],
    appointments: [],
    foodPlans: [],
    sportPlans: [],
    foodFeedback: [],
    sportFeedback: [],
    healthComplaints: [],
    conversations: [],
    messages: [],
    notifications: [],
  };
  // Seeded records were last changed when they were created.
  const addUser = (user: typeof users.$inferInsert & { createdAt: string }): string => {
    const id = randomUUID();
    data.users.push({ id, ...user, updatedAt: user.createdAt });
    return id;
  };

  const verified = ago(60 * 24 * 90);
  const adminId = addUser({
    firstName: 'Alex',
    lastName: 'Morgan',
    username: 'admin',
    email: 'admin@careconnect.test',
    passwordHash,
    role: 'admin',
    gender: 'male',
    phoneNumber: '+1 555 0100',
    bio: 'Clinic administrator.',
    emailVerifiedAt: verified,
    createdAt: verified,
  });

  // Doctors (the first is the demo doctor) and one self-registered doctor awaiting approval.
  const doctorRows: Person[] = [];
  let pendingDoctorId = '';
  for (const [i, d] of [...DOCTORS, PENDING_DOCTOR].entries()) {
    const pending = d === PENDING_DOCTOR;
    const created = pending ? ago(60 * 20) : verified;
    const userId = addUser({
      firstName: d.first,
      lastName: d.last,
      username: d.username,
      email: d.email,
      passwordHash,
      role: 'doctor',
      gender: d.gender,
      phoneNumber: `+1 555 01${10 + i}`,
      address: `${d.hospital}, Main Street ${10 + i}`,
      bio: `${d.spec} specialist with ${d.years} years of experience.`,
      emailVerifiedAt: created,
      createdAt: created,
    });
    const id = randomUUID();
    data.doctors.push({
      id,
      userId,
      specialization: d.spec,
      hospital: d.hospital,
      licenseNumber: `LIC-${48210 + i * 137}`,
      yearsOfExperience: d.years,
      approvedAt: pending ? null : verified,
      createdAt: created,
      updatedAt: created,
    });
    if (pending) pendingDoctorId = id;
    if (!pending) doctorRows.push({ id, userId, name: `Dr. ${d.first} ${d.last}` });
  }

  // Patients (the first is the demo patient).
  const patientRows: Person[] = [];
  for (const [i, [first, last, gender]] of PATIENT_NAMES.entries()) {
    const email =
      i === 0 ? 'patient@careconnect.test' : `${first}.${last}`.toLowerCase() + '@careconnect.test';
    const created = ago(60 * 24 * (80 - i));
    const year = 1950 + rand.int(0, 55);
    const userId = addUser({
      firstName: first,
      lastName: last,
      username: i === 0 ? 'jane.cooper' : `${first}.${last}`.toLowerCase(),
      email,
      passwordHash,
      role: 'patient',
      gender,
      phoneNumber: `+1 555 02${String(i).padStart(2, '0')}`,
      address: `${rand.int(1, 200)} ${rand.pick(['Oak', 'Maple', 'Cedar', 'Elm', 'Pine'])} Street`,
      dateOfBirth: `${year}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}`,
      bio: i === 0 ? 'Runner, coffee lover, working on better sleep.' : null,
      emailVerifiedAt: created,
      createdAt: created,
    });
    const id = randomUUID();
    data.patients.push({
      id,
      userId,
      bloodType: rand.pick(BLOOD_TYPES),
      weight: rand.int(50, 105),
      height: rand.int(155, 195) / 100,
      emergencyContactName: `${rand.pick(['Sam', 'Chris', 'Alex', 'Robin', 'Jamie'])} ${last}`,
      emergencyContactRelation: rand.pick(['Spouse', 'Parent', 'Sibling', 'Friend']),
      emergencyContactPhone: `+1 555 03${String(i).padStart(2, '0')}`,
      insuranceProvider: rand.pick(['HealthFirst', 'CarePlus', 'MediCover']),
      insurancePolicyNumber: `POL-${700100 + i * 31}`,
      createdAt: created,
      updatedAt: created,
    });
    patientRows.push({ id, userId, name: `${first} ${last}` });
  }

  const demoDoctor = doctorRows[0]!;
  const demoPatient = patientRows[0]!;
  const notes = data.notifications;
  const taken = new Set<string>();
  const book = (doctor: Person, patient: Person, offset: number, status: string, slot?: string) => {
    const date = addDays(today, offset);
    let timeSlot = slot ?? rand.pick(slots);
    // One doctor and one patient are never in two places at once (the no-overlap constraints).
    const busy = (t: string) =>
      taken.has(`${doctor.id}|${date}|${t}`) || taken.has(`${patient.id}|${date}|${t}`);
    for (let tries = 0; busy(timeSlot) && tries < 20; tries++) timeSlot = rand.pick(slots);
    if (busy(timeSlot)) return null;
    if (status !== 'cancelled') {
      taken.add(`${doctor.id}|${date}|${timeSlot}`);
      taken.add(`${patient.id}|${date}|${timeSlot}`);
    }
    const createdAt = ago(60 * 24 * Math.max(1, 10 - offset) + rand.int(0, 600));
    const startMinutes = slotStartMinutes(timeSlot)!;
    const startsAt = DateTime.fromISO(date, { zone: DEMO_TIME_ZONE }).plus({
      minutes: startMinutes,
    });
    return {
      id: randomUUID(),
      patientId: patient.id,
      doctorId: doctor.id,
      date,
      timeSlot,
      startsAt: startsAt.toUTC().toISO()!,
      endsAt: startsAt.plus({ minutes: 30 }).toUTC().toISO()!,
      timeZone: DEMO_TIME_ZONE,
      status,
      reason: rand.pick(REASONS),
      createdAt,
      updatedAt: createdAt,
      doctor,
      patient,
    };
  };

  // The demo doctor and the demo patient, together: history and upcoming visits in every status.
  const together = [
    book(demoDoctor, demoPatient, -6, 'completed', '10:00 AM - 10:30 AM'),
    book(demoDoctor, demoPatient, -3, 'no-show', '02:00 PM - 02:30 PM'),
    book(demoDoctor, demoPatient, -1, 'cancelled', '11:00 AM - 11:30 AM'),
    book(demoDoctor, demoPatient, 1, 'confirmed', '09:30 AM - 10:00 AM'),
    book(demoDoctor, demoPatient, 4, 'pending', '03:00 PM - 03:30 PM'),
    book(demoDoctor, demoPatient, 9, 'pending', '10:30 AM - 11:00 AM'),
  ];
  // Everyone else, from 7 days ago to 14 days ahead.
  const others = [];
  for (let offset = -7; offset <= 14; offset++) {
    const count = offset === 0 ? 6 : rand.int(2, 5);
    for (let k = 0; k < count; k++) {
      const doctor = k === 0 ? demoDoctor : rand.pick(doctorRows);
      const patient = rand.pick(patientRows.slice(1));
      const status =
        offset < 0
          ? rand.pick(['completed', 'completed', 'completed', 'no-show', 'cancelled'])
          : offset === 0
            ? rand.pick(['confirmed', 'completed', 'pending'])
            : rand.pick(['pending', 'pending', 'confirmed', 'confirmed', 'cancelled']);
      others.push(book(doctor, patient, offset, status));
    }
  }
  data.appointments = [...together, ...others]
    .filter((a) => a !== null)
    .map(({ doctor: _d, patient: _p, ...a }) => a);

  for (const a of together.filter((x) => x !== null)) {
    const verb = {
      completed: 'was marked as completed',
      'no-show': 'was marked as a no-show',
      cancelled: 'was cancelled',
      confirmed: 'was confirmed',
      pending: 'was booked',
    }[a.status]!;
    notes.push({
      userId: demoPatient.userId,
      message: `Your appointment with ${demoDoctor.name} on ${longDay(a.date)} at ${a.timeSlot} ${verb}.`,
      about: { type: 'appointment', id: a.id },
      createdAt: a.createdAt,
    });
    notes.push({
      userId: demoDoctor.userId,
      message: `The appointment with ${demoPatient.name} on ${longDay(a.date)} at ${a.timeSlot} ${verb}.`,
      about: { type: 'appointment', id: a.id },
      createdAt: a.createdAt,
    });
  }
  for (const a of others.filter((x) => x !== null && x.doctor === demoDoctor).slice(0, 8)) {
    notes.push({
      userId: demoDoctor.userId,
      message: `New appointment with ${a!.patient.name} on ${longDay(a!.date)} at ${a!.timeSlot}.`,
      about: { type: 'appointment', id: a!.id },
      createdAt: a!.createdAt,
    });
  }

  // Food and sports plans, most of them rated.
  const planPatients = [demoPatient, ...patientRows.slice(1, 12)];
  for (const [i, patient] of planPatients.entries()) {
    const doctor = i === 0 ? demoDoctor : doctorRows[(i % (doctorRows.length - 1)) + 1]!;
    for (let round = 0; round < (i === 0 ? 2 : 1); round++) {
      const createdAt = ago(60 * 24 * (12 - round * 6) + i * 37);
      const foodPlanId = randomUUID();
      data.foodPlans.push({
        id: foodPlanId,
        patientId: patient.id,
        doctorId: i === 0 ? demoDoctor.id : doctor.id,
        createdAt,
        items: Array.from({ length: 3 }, (_, k) => FOODS[(i + k + round * 3) % FOODS.length]!),
        notes:
          round === 0
            ? 'Drink at least 1.5 litres of water a day.'
            : 'Less salt; keep a food diary for two weeks.',
      });
      const sportPlanId = randomUUID();
      data.sportPlans.push({
        id: sportPlanId,
        patientId: patient.id,
        doctorId: i === 0 ? demoDoctor.id : doctor.id,
        createdAt,
        items: Array.from({ length: 2 }, (_, k) => SPORTS[(i + k + round * 2) % SPORTS.length]!),
        notes:
          round === 0 ? 'Warm up for 5 minutes first.' : 'Stop and rest if you feel chest pain.',
      });
      const author = i === 0 ? demoDoctor.name : doctor.name;
      notes.push({
        userId: patient.userId,
        message: `${author} added a new food plan for you.`,
        about: { type: 'foodPlan', id: foodPlanId },
        createdAt,
      });
      notes.push({
        userId: patient.userId,
        message: `${author} added a new sports plan for you.`,
        about: { type: 'sportsPlan', id: sportPlanId },
        createdAt,
      });
      if (i % 4 !== 3 && !(i === 0 && round === 1)) {
        const ratedAt = ago(60 * 24 * (10 - round * 6) + i * 41);
        data.foodFeedback.push({
          planId: foodPlanId,
          patientId: patient.id,
          rating: rand.int(3, 5),
          comment: rand.pick(COMMENTS) ?? null,
          createdAt: ratedAt,
          updatedAt: ratedAt,
        });
        data.sportFeedback.push({
          planId: sportPlanId,
          patientId: patient.id,
          rating: rand.int(2, 5),
          comment: rand.pick(COMMENTS) ?? null,
          createdAt: ratedAt,
          updatedAt: ratedAt,
        });
      }
    }
  }

  // Health complaints in every status.
  const statuses = ['open', 'in review', 'resolved'] as const;
  for (const [i, patient] of [
    demoPatient,
    demoPatient,
    demoPatient,
    ...patientRows.slice(1, 13),
  ].entries()) {
    const [subject, description] = COMPLAINTS[i % COMPLAINTS.length]!;
    const status = statuses[i % 3]!;
    const createdAt = ago(60 * 24 * (14 - (i % 10)) + i * 13);
    const complaintId = randomUUID();
    data.healthComplaints.push({
      id: complaintId,
      patientId: patient.id,
      subject,
      description,
      status,
      createdAt,
      updatedAt: createdAt,
    });
    if (status !== 'open')
      notes.push({
        userId: patient.userId,
        message: `Your health report "${subject}" is now ${status}.`,
        about: { type: 'healthComplaint', id: complaintId },
        createdAt,
      });
  }

  notes.push({
    userId: demoDoctor.userId,
    message: 'Your doctor account was approved. You can now see your patients.',
    createdAt: verified,
  });
  notes.push({
    userId: adminId,
    message: `Dr. ${PENDING_DOCTOR.first} ${PENDING_DOCTOR.last} (${PENDING_DOCTOR.spec}) is waiting for approval.`,
    about: { type: 'doctor', id: pendingDoctorId },
    createdAt: ago(60 * 20),
  });
  for (const note of notes) {
    note.kind = /appointment/i.test(note.message)
      ? 'appointment'
      : / plan /.test(note.message)
        ? 'plan'
        : 'general';
  }

  // A conversation of the demo patient with the demo doctor: a question answered, a follow-up
  // the doctor has not read yet.
  const conversationId = randomUUID();
  data.conversations.push({
    id: conversationId,
    patientId: demoPatient.id,
    doctorId: demoDoctor.id,
    lastMessageAt: ago(60 * 3),
    createdAt: ago(60 * 50),
  });
  data.messages = (
    [
      ['patient', 'Hello, should I keep taking the tablets before the check-up?', 60 * 50, true],
      ['doctor', 'Yes, keep taking them as usual and bring the box with you.', 60 * 48, true],
      ['patient', 'Thank you. Do I need to come fasting?', 60 * 3, false],
    ] as const
  ).map(([sender, body, minutes, read]) => ({
    conversationId,
    sender,
    body,
    createdAt: ago(minutes),
    readAt: read ? ago(minutes - 30) : null,
  }));
  return data;
}
