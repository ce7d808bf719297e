import { validateLogin } from './login-form';

// The checks the sign-in form had with its yup schema (spec §5 "Login"), case by case.
describe('validateLogin', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['jane@', 'Invalid email'],
    ['jane', 'Invalid email'],
    ['jane@example', 'Invalid email'],
    ['jane doe@example.test', 'Invalid email'],
    ['jane@@example.test', 'Invalid email'],
    ['jane@example.test', undefined],
    ['  jane@example.test  ', undefined],
    ["o'neil+care@mail.example.co.uk", undefined],
  ])('email %j: %s', (email, message) => {
    expect(validateLogin({ email, password: 'secret1' }).email).toBe(message);
  });

  it.each([
    ['', 'Password must be at least 6 characters'],
    ['12345', 'Password must be at least 6 characters'],
    ['123456', undefined],
    ['      ', undefined],
  ])('password %j: %s', (password, message) => {
    expect(validateLogin({ email: 'jane@example.test', password }).password).toBe(message);
  });
});
