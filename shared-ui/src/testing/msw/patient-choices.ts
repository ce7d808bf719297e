// GET /api/patient/choices answered as the server does: by name (either order), by id, with
// scope=mine keeping only the doctor's own patients, own patients first.
import type { PatientChoice } from '@careconnect/api/contracts';
import type { MockRoute } from './route';

export function answerPatientChoices(choices: readonly PatientChoice[]): MockRoute {
  return ({ query }) => {
    const id = query.get('id');
    const mine = query.get('scope') === 'mine';
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const body = choices
      .filter((choice) => (id ? choice._id === id : true))
      .filter((choice) => (mine ? choice.yours === true : true))
      .filter((choice) =>
        [`${choice.firstName} ${choice.lastName}`, `${choice.lastName} ${choice.firstName}`].some(
          (name) => name.toLowerCase().includes(q),
        ),
      )
      .sort((a, b) => Number(b.yours === true) - Number(a.yours === true));
    return { body };
  };
}
