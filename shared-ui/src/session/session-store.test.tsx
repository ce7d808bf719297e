import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createSessionStore,
  dashboardPathFor,
  sessionStore,
  useSession,
  type SessionUserInput,
} from './session-store';

const patient: SessionUserInput & { address: string; dateOfBirth: string } = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'Patient',
  image: 'https://img.example.test/jane.png',
  address: '1 Main Street',
  dateOfBirth: '1990-01-01',
};

afterEach(() => {
  sessionStore.getState().logout();
});

describe('signIn', () => {
  it('writes exactly the five keys, with the role in lower case', () => {
    sessionStore.getState().signIn({ token: 'tok-1', user: patient });

    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('role')).toBe('patient');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      _id: 'u-1',
      firstName: 'Jane',
      lastName: 'Doe',
      role: 'patient',
    });
    expect(Object.keys(localStorage).sort()).toEqual(['role', 'theme', 'token', 'user', 'userId']);

    const state = sessionStore.getState();
    expect(state).toMatchObject({ token: 'tok-1', userId: 'u-1', role: 'patient' });
  });

  it('keeps personal details such as address and birth date out of storage', () => {
    sessionStore.getState().signIn({ token: 'tok-1', user: patient });
    const stored = localStorage.getItem('user') ?? '';
    expect(stored).not.toContain('Main Street');
    expect(stored).not.toContain('1990-01-01');
  });

  it('leaves the role empty for a role the product does not know', () => {
    sessionStore.getState().signIn({ token: 't', user: { ...patient, role: 'nurse' } });
    expect(sessionStore.getState().role).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });
});

describe('setUser', () => {
  it('stores a changed user, and leaves the session untouched for the same one again', () => {
    sessionStore.getState().signIn({ token: 'tok-1', user: patient });
    const changes = jest.fn();
    const unsubscribe = sessionStore.subscribe(changes);
    const before = sessionStore.getState().user;

    // the server's copy, with details the session does not keep: the same session user
    const serverCopy: SessionUserInput = {
      ...patient,
      address: '2 Other Road',
    } as SessionUserInput;
    sessionStore.getState().setUser(serverCopy);
    expect(changes).not.toHaveBeenCalled();
    expect(sessionStore.getState().user).toBe(before);
    // storage holds the session's shape even if something else wrote more there
    localStorage.setItem('user', JSON.stringify({ ...before, gender: 'female' }));
    sessionStore.getState().setUser(serverCopy);
    expect(changes).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBe(JSON.stringify(before));

    sessionStore.getState().setUser({ ...patient, lastName: 'Roe' });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user?.lastName).toBe('Roe');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ lastName: 'Roe' });
    unsubscribe();
  });
});

describe('logout', () => {
  it('clears all localStorage and sessionStorage, resets the session and the theme', () => {
    sessionStore.getState().signIn({ token: 'tok-1', user: patient });
    sessionStore.getState().setTheme('dark');
    localStorage.setItem('unrelated', 'x');
    sessionStorage.setItem('draft', 'y');

    sessionStore.getState().logout();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      userId: null,
      role: null,
      user: null,
      theme: 'light',
    });
  });

  it('tells the onLogout listeners, until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.onLogout(listener);
    sessionStore.getState().logout();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    sessionStore.getState().logout();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('restoring on creation', () => {
  it('restores the session and the dark theme from localStorage', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userId', 'u-9');
    localStorage.setItem('role', 'DOCTOR');
    localStorage.setItem('user', JSON.stringify({ ...patient, _id: 'u-9', role: 'doctor' }));
    localStorage.setItem('theme', 'dark');

    const store = createSessionStore();

    expect(store.getState()).toMatchObject({
      token: 'stored-token',
      userId: 'u-9',
      role: 'doctor',
      theme: 'dark',
    });
    expect(store.getState().user?.firstName).toBe('Jane');
  });

  it('tolerates a corrupt user value and keeps the rest of the session', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userId', 'u-9');
    localStorage.setItem('user', '{not json');

    const store = createSessionStore();

    expect(store.getState().user).toBeNull();
    expect(store.getState().token).toBe('stored-token');
    expect(store.getState().userId).toBe('u-9');
  });

  it('falls back to the light theme for anything but dark', () => {
    localStorage.setItem('theme', 'purple');
    expect(createSessionStore().getState().theme).toBe('light');
  });
});

describe('theme', () => {
  it('toggles between light and dark and persists the choice', () => {
    sessionStore.getState().toggleTheme();
    expect(sessionStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    sessionStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('another tab', () => {
  it('follows a logout made in another tab', () => {
    const store = createSessionStore();
    store.getState().signIn({ token: 'tok', user: patient });
    const listener = jest.fn();
    store.onLogout(listener);

    localStorage.clear(); // what the other tab's logout leaves behind
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));

    expect(store.getState().token).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useSession', () => {
  function Greeting() {
    const user = useSession((state) => state.user);
    const toggleTheme = useSession((state) => state.toggleTheme);
    const theme = useSession((state) => state.theme);
    return (
      <>
        <p>{user ? `Hello ${user.firstName}` : 'Nobody'}</p>
        <button onClick={toggleTheme}>theme: {theme}</button>
      </>
    );
  }

  it('re-renders components when the session changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('Nobody')).toBeInTheDocument();
    act(() => sessionStore.getState().signIn({ token: 't', user: patient }));
    expect(screen.getByText('Hello Jane')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'theme: light' }));
    expect(screen.getByRole('button', { name: 'theme: dark' })).toBeInTheDocument();
  });
});

describe('dashboardPathFor', () => {
  it.each([
    ['patient', '/patient/dashboard'],
    ['Doctor', '/doctor/dashboard'],
    ['ADMIN', '/admin/dashboard'],
    ['nurse', null],
    [null, null],
  ])('%s → %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });
});
