// Everything this module reads of other modules, in one place, through their read interfaces:
// the appointment, the care team and the plans given on the day of the visit.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { appointmentsReader } from '../appointments/appointments.read.js';
import { careReader } from '../care/care.read.js';
import { plansGivenOn } from '../plans/plans.read.js';

export type { AppointmentRow } from '../appointments/appointments.read.js';

export const findAppointment = (db: Db, id: string) => appointmentsReader.findAppointment(db, id);

/** The doctor may read the patient's record (care team, emergency access). */
export const doctorMayReach = (ctx: AppContext, doctorId: string, patientId: string) =>
  careReader.doctorMayReach(ctx.db, doctorId, patientId, 'read', ctx.now());

export const findPlansGivenOn = plansGivenOn;
