import Type, { type Static } from 'typebox';
import { Id } from '../common/common.schemas.js';

export const FileParams = Type.Object({ id: Id });
export type FileParams = Static<typeof FileParams>;
/** The image bytes, with their content type (image/jpeg, image/png or image/webp). */
export const FileBody = Type.String({ format: 'binary' });
export type FileBody = Static<typeof FileBody>;
/** The 200 answer: the bytes under their own media type (not JSON). */
export const FileResponse = {
  description: 'The image',
  content: Object.fromEntries(
    ['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: FileBody }]),
  ),
};
