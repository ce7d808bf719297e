import { string } from 'yup';

// yup accepts 'jane@example'; the server wants a dot in the domain. Checked alike here, so
// the form says it first, in the spec's words for each form.
const DOMAIN_WITH_DOT = /@[^@\s]+\.[^@\s.]+$/;

/** A required email field with the form's own messages (spec §5). */
export function emailRule(requiredMessage: string, invalidMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .email(invalidMessage)
    .matches(DOMAIN_WITH_DOT, { message: invalidMessage, excludeEmptyString: true });
}
