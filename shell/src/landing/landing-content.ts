// The words of the landing page (spec §1): what CareConnect offers, how it works, who says so.
export const TAGLINE = 'Your health. Our priority. Thousands of doctors ready to help!';

export const features = [
  {
    title: 'Easy appointment booking',
    text: 'Pick a doctor, a day and a free time slot in a few taps, and follow its status until the visit.',
  },
  {
    title: 'Find a provider',
    text: 'Search doctors by name or specialization and see where they practise before you book.',
  },
  {
    title: 'Health records and tracking',
    text: 'Your appointments, food and sports plans and health reports, kept together and private.',
  },
  {
    title: 'Virtual care',
    text: 'Get food and sports recommendations from your doctor and rate how they work for you.',
  },
  {
    title: 'Emergency services',
    text: 'Report a health complaint at any time and see when your care team picks it up.',
  },
] as const;

export const steps = [
  {
    title: 'Create your account',
    text: 'Sign up as a patient or a doctor and confirm your email with a 7-digit code.',
  },
  {
    title: 'Book a visit',
    text: 'Find the right doctor, choose a date and a time slot, and tell them why you are coming.',
  },
  {
    title: 'Follow your care',
    text: 'See your appointments, plans and notifications in one place, on any device.',
  },
] as const;

export const testimonials = [
  {
    quote:
      'I booked a cardiologist on my lunch break and got a reminder the day before. No phone queue at all.',
    name: 'Maria L.',
    role: 'Patient',
  },
  {
    quote:
      'My doctor sends my meal plan here and I can tell her what works. It finally feels like a team effort.',
    name: 'David K.',
    role: 'Patient',
  },
] as const;

/** One line under each section's heading. */
export const leads = {
  features: 'Everything between you and your doctors, in one place.',
  steps: 'From sign-up to your first visit in three steps.',
  testimonials: 'What patients say about CareConnect.',
  closing: 'Your next appointment is a few taps away.',
} as const;

export const claims = [
  { value: '50,000+', label: 'patients trust CareConnect' },
  { value: '4.9/5', label: 'average patient rating' },
] as const;
