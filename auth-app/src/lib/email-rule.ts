import { string } from 'yup';
import { DOMAIN_WITH_DOT } from './email-check';

/** A required email field with the form's own messages (spec §5); see email-check.ts. */
export function emailRule(requiredMessage: string, invalidMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .email(invalidMessage)
    .matches(DOMAIN_WITH_DOT, { message: invalidMessage, excludeEmptyString: true });
}
