// Photos uploaded to the API are served only to signed-in callers who may see the person
// (docs/api.md), and an <img> tag cannot send the session's token. So a photo of the API is
// fetched with the token and shown from memory (a blob: URL); nothing is written to storage.
import { useEffect, useState } from 'react';
import { apiBlob } from '@careconnect/shared-ui/core';
import { sessionStore } from '@careconnect/shared-ui/core';
import { avatarFor, DEFAULT_AVATAR } from './default-avatar';

const API_PHOTO = /\/api\/files\/([0-9a-f-]{36})$/i;

/** One fetch per photo while the session lasts, shared by every component that shows it. */
const photos = new Map<string, Promise<string>>();

function forgetPhotos(): void {
  for (const url of photos.values())
    url.then((objectUrl) => URL.revokeObjectURL(objectUrl)).catch(() => undefined);
  photos.clear();
}

// Signing out (or another user signing in) drops the photos kept in memory.
let signedInAs = sessionStore.getState().userId;
sessionStore.subscribe((state) => {
  if (state.userId !== signedInAs) {
    signedInAs = state.userId;
    forgetPhotos();
  }
});

function loadPhoto(id: string): Promise<string> {
  let url = photos.get(id);
  if (!url) {
    url = apiBlob(`/api/files/${id}`).then((blob) => URL.createObjectURL(blob));
    // A failed fetch is tried again the next time the photo is shown.
    url.catch(() => photos.delete(id));
    photos.set(id, url);
  }
  return url;
}

/**
 * The picture to show for a stored image (spec §2: used only when it starts with http, else the
 * default avatar). A photo of the API shows the default avatar until its bytes are in.
 */
export function useAvatar(image: string | null | undefined): string {
  const shown = avatarFor(image);
  const id = API_PHOTO.exec(shown)?.[1];
  const [loaded, setLoaded] = useState<{ id: string; url: string } | null>(null);

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    loadPhoto(id)
      .then((url) => {
        if (current) setLoaded({ id, url });
      })
      .catch(() => {
        if (current) setLoaded(null);
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (!id) return shown;
  return loaded?.id === id ? loaded.url : DEFAULT_AVATAR;
}
