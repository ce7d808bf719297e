/** Decisions: a photo is a JPEG, PNG or WebP file of at most 2 MB (the server checks again). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';

export function imageTooLargeMessage(bytes: number): string {
  // Rounded up, so a file just over the limit never reads '2.0 MB'.
  const mb = (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
  return `The photo must be 2 MB or smaller (this one is ${mb} MB).`;
}

/** Why this file cannot be a photo, or null when it can. */
export function checkImage(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(file.size);
  return null;
}
