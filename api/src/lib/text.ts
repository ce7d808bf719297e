// Free text that reaches another person (messages, reasons, names): what counts as written.
// A string of zero-width or other invisible characters passes a "not blank" pattern but shows
// nothing to its reader, so length and emptiness are measured on what a reader sees.

/**
 * Characters that print nothing: format characters (zero-width spaces and joiners, direction
 * marks and overrides, the byte order mark), controls other than line breaks and tabs, and the
 * letters that render blank (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|(?![\t\n\r])\p{Cc}/gu;

/** The same, plus every kind of white space. */
const BLANK_CLASS = '[\\p{Cf}\\p{Cc}\\p{Z}\\s\\u115F\\u1160\\u3164\\uFFA0\\u2800]';
const BLANK = new RegExp(BLANK_CLASS, 'gu');
const BLANK_RUN = new RegExp(`${BLANK_CLASS}+`, 'gu');
const BLANK_AT_ENDS = new RegExp(`^${BLANK_CLASS}+|${BLANK_CLASS}+$`, 'gu');

/** Direction overrides and isolates: they reorder what a reader sees (a name read backwards). */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** The characters a reader sees (white space and invisible characters left out). */
export function visibleLength(text: string): number {
  return [...text.replace(BLANK, '')].length;
}

/** Whether anything would show. */
export function hasVisibleText(text: string): boolean {
  return visibleLength(text) > 0;
}

/**
 * Text as it is kept: direction overrides removed, and white space or invisible characters at
 * either end trimmed. Inside, invisible joiners stay (emoji sequences are built with them).
 */
export function cleanText(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '').replace(BLANK_AT_ENDS, '');
}

/** Kept text, or null when nothing of it would show (an optional note, a comment). */
export function visibleOrNull(text: string | null | undefined): string | null {
  return text && hasVisibleText(text) ? cleanText(text) : null;
}

/** One line: every run of white space or invisible characters becomes one space. */
export function cleanLine(text: string): string {
  return cleanText(text).replace(BLANK_RUN, ' ');
}

/** Invisible characters removed everywhere (names, where no emoji sequence belongs). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '').replace(DIRECTION_CONTROLS, '');
}

/** The longest first or last name. */
export const NAME_MAX = 50;

export const NAME_RULE = `A name can have at most ${NAME_MAX} characters: letters, digits, spaces, hyphens, apostrophes and periods, and no web address.`;

/** Letters (any script, with their accents), digits, and the marks names use, one space apart. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N}'’.-]+(?: [\p{L}\p{M}\p{N}'’.-]+)*$/u;
/** A dot between a letter or digit and two letters: "evil.example", "www.x.io". */
const WEB_ADDRESS = /[\p{L}\p{N}]\.\p{L}{2,}/u;

/**
 * A first or last name as it is kept, or null when it breaks the name rule (too long, a character
 * a name does not have, a web address). White space runs become one space.
 */
export function cleanName(text: string): string | null {
  const name = cleanLine(withoutInvisible(text));
  if (name.length === 0 || [...name].length > NAME_MAX) return null;
  if (!NAME_CHARS.test(name) || WEB_ADDRESS.test(name)) return null;
  return name;
}

/** A name cut to NAME_MAX characters (with an ellipsis), for texts about a person. */
export function boundedName(text: string): string {
  const name = [...cleanLine(withoutInvisible(text))];
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).join('')}…` : name.join('');
}
