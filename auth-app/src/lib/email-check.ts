// The email checks of the account forms, without a schema library: the sign-in page runs on
// these alone (it is the page every user opens every day), the other forms through email-rule.ts.

/** The browser's own `type="email"` rule (the HTML standard's "valid e-mail address"). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

// That rule accepts 'jane@example'; the server wants a dot in the domain. Checked alike here, so
// the form says it first, in the spec's words for each form.
export const DOMAIN_WITH_DOT = /@[^@\s]+\.[^@\s.]+$/;

/** The message for an email field's value (trimmed first), or undefined when it is fine. */
export function emailProblem(
  value: string,
  requiredMessage: string,
  invalidMessage: string,
): string | undefined {
  const email = value.trim();
  if (!email) return requiredMessage;
  if (!EMAIL.test(email) || !DOMAIN_WITH_DOT.test(email)) return invalidMessage;
  return undefined;
}
