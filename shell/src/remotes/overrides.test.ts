import {
  activeOverrides,
  endOverrides,
  isAllowed,
  OVERRIDES_KEY,
  takeOverrideFromAddress,
} from './overrides';
import type { RuntimeConfig } from './runtime-config';

const config = (allow?: string[]): RuntimeConfig => ({
  apiUrl: 'http://localhost:4000',
  remotes: {
    auth_app: 'http://localhost:3001/mf-manifest.json',
    patient_portal: 'http://localhost:3002/mf-manifest.json',
    doctor_portal: 'http://localhost:3003/mf-manifest.json',
    admin_portal: 'http://localhost:3004/mf-manifest.json',
  },
  overrides: allow ? { allow } : null,
});

afterEach(() => endOverrides());

describe('developer overrides', () => {
  it('admits only addresses on the allow-list (a * port for any port)', () => {
    const allow = ['http://localhost:*', 'http://127.0.0.1:5002'];
    expect(isAllowed('http://localhost:5173/mf-manifest.json', allow)).toBe(true);
    expect(isAllowed('http://127.0.0.1:5002/mf-manifest.json', allow)).toBe(true);
    expect(isAllowed('http://127.0.0.1:5003/mf-manifest.json', allow)).toBe(false);
    expect(isAllowed('https://localhost:5173/mf-manifest.json', allow)).toBe(false);
    expect(isAllowed('http://evil.example/mf-manifest.json', allow)).toBe(false);
    expect(isAllowed('http://localhost.evil.example:80/x', allow)).toBe(false);
    expect(isAllowed('not a url', allow)).toBe(false);
  });

  it('takes an allowed override from the address and ends it with off', () => {
    const on = config(['http://localhost:*']);
    const url = 'http://localhost:5002/mf-manifest.json';
    expect(takeOverrideFromAddress(`?override=patient_portal=${url}`, on)).toBe(true);
    expect(activeOverrides(on)).toEqual({ patient_portal: url });
    expect(takeOverrideFromAddress('?override=off', on)).toBe(true);
    expect(activeOverrides(on)).toEqual({});
  });

  it('is off when the server allows nothing, whatever the browser has stored', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = 'http://localhost:5002/mf-manifest.json';
    expect(takeOverrideFromAddress(`?override=patient_portal=${url}`, config())).toBe(false);
    window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ patient_portal: url }));
    expect(activeOverrides(config())).toEqual({});
    expect(
      takeOverrideFromAddress(
        '?override=shell=http://localhost:1/x',
        config(['http://localhost:*']),
      ),
    ).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
