// What the appointments module does when other modules change something: a care team or an
// account that ends takes its upcoming appointments with it (each cancellation is an
// appointment event in turn, so the people are told as for any other).
import type { AppContext } from '../../context.js';
import { today } from '../../lib/dates.js';
import { appointmentChanged } from './appointments.events.js';
import * as repo from './appointments.repository.js';

async function cancelUpcoming(
  ctx: AppContext,
  who: { patientId?: string; doctorId?: string },
  note: string,
): Promise<void> {
  await ctx.domainEvents.transaction(async (tx, emit) => {
    const cancelled = await repo.cancelUpcoming(tx, who, today(ctx.now()));
    for (const row of cancelled) emit(appointmentChanged('cancelled', row, { note }));
  });
}

export function subscribeAppointments(ctx: AppContext): void {
  ctx.domainEvents.on('care.ended', 'appointments: cancel upcoming', ({ patientId, doctorId }) =>
    cancelUpcoming(ctx, { patientId, doctorId }, ' The doctor left the care team.'),
  );
  ctx.domainEvents.on('patient.deleted', 'appointments: cancel upcoming', ({ patientId }) =>
    cancelUpcoming(ctx, { patientId }, ' The patient account was removed.'),
  );
  ctx.domainEvents.on('doctor.deleted', 'appointments: cancel upcoming', ({ doctorId }) =>
    cancelUpcoming(ctx, { doctorId }, ' The doctor is no longer available.'),
  );
}
