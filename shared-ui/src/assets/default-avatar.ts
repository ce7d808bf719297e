// The photo shown when a user has none (spec §2): bundled inline, no request.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#c9d6e8"/>' +
  '<circle cx="32" cy="25" r="12" fill="#5b6f8c"/>' +
  '<path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#5b6f8c"/>' +
  '</svg>';

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Spec §2: the stored image is used only when it starts with http. */
export function avatarFor(image: string | null | undefined): string {
  return typeof image === 'string' && image.startsWith('http') ? image : DEFAULT_AVATAR;
}
