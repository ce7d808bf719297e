import { remoteAppModule } from './load-remote-app';
import { firstArea, startFirstArea } from './first-area';

jest.mock('./load-remote-app', () => ({ remoteAppModule: jest.fn() }));

const load = jest.mocked(remoteAppModule);

const session =
  (values: Partial<Record<'token' | 'role', string>>) =>
  (key: 'token' | 'role'): string | null =>
    values[key] ?? null;

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => null });
  localStorage.clear();
});

describe('firstArea', () => {
  it('gives the auth remote for its public paths, whoever asks', () => {
    for (const path of [
      '/login',
      '/signup',
      '/verify',
      '/forgotpass',
      '/auth/reset',
      '/createdoc',
    ]) {
      expect(firstArea(path, session({}))).toBe('auth_app');
    }
  });

  it('gives a guarded area only to a stored session of that role', () => {
    const patient = session({ token: 't', role: 'patient' });
    expect(firstArea('/patient/dashboard', patient)).toBe('patient_portal');
    expect(
      firstArea('/patient/appointments/view/1', session({ token: 't', role: ' Patient ' })),
    ).toBe('patient_portal');
    expect(firstArea('/doctor/dashboard', session({ token: 't', role: 'doctor' }))).toBe(
      'doctor_portal',
    );
    expect(firstArea('/admin/dashboard', session({ token: 't', role: 'admin' }))).toBe(
      'admin_portal',
    );
  });

  it('gives nothing where the guard will send the visitor elsewhere', () => {
    expect(firstArea('/patient/dashboard', session({}))).toBeNull();
    expect(firstArea('/patient/dashboard', session({ role: 'patient' }))).toBeNull();
    expect(firstArea('/admin/dashboard', session({ token: 't', role: 'patient' }))).toBeNull();
    expect(firstArea('/doctor/dashboard', session({ token: 't', role: 'nurse' }))).toBeNull();
  });

  it('gives nothing for the shell’s own pages and unknown paths', () => {
    for (const path of ['/', '/loading', '/nowhere', '/constructor', '/toString', '/__proto__']) {
      expect(firstArea(path, session({ token: 't', role: 'constructor' }))).toBeNull();
    }
  });
});

describe('startFirstArea', () => {
  it('starts the first generation of the page’s remote from the stored session', () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('role', 'doctor');
    expect(startFirstArea('/doctor/patients')).toBe('doctor_portal');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('doctor_portal', 0);
  });

  it('starts nothing when the guard would turn the visitor away', () => {
    localStorage.setItem('role', 'doctor');
    expect(startFirstArea('/doctor/patients')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the area (no unhandled rejection)', async () => {
    load.mockRejectedValue(new Error('down'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(startFirstArea('/login')).toBe('auth_app');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
