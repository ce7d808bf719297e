import { storedDashboard } from './signed-in';

const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('storedDashboard', () => {
  it("offers a signed-in user their own area's dashboard", () => {
    expect(storedDashboard(storage({ token: 't', role: 'doctor' }))).toBe('/doctor/dashboard');
    expect(storedDashboard(storage({ token: 't', role: 'Patient' }))).toBe('/patient/dashboard');
  });

  it('offers nothing without a token, with an unknown role, or when storage refuses', () => {
    expect(storedDashboard(storage({ role: 'admin' }))).toBeNull();
    expect(storedDashboard(storage({ token: 't', role: 'nurse' }))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedDashboard(refusing)).toBeNull();
  });
});
