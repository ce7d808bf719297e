import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  FormField,
  notify,
  type User,
  useAvatar,
} from '@careconnect/shared-ui';
import { IMAGE_SAVED, useUploadImage } from './api/use-upload-image';
import { ACCEPTED_IMAGE_TYPES, checkImage } from './check-image';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Photo = styled.img`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Controls = styled.div`
  flex: 1;
  min-width: 220px;
`;

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};

  &::file-selector-button {
    min-height: 40px;
    margin-right: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
`;

function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Spec §2 Settings: choose a photo, see it, 'Save Image' uploads it. */
export function PhotoPicker({ user }: { user: User | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(user?._id ?? null);
  const photo = useAvatar(user?.image);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPreview(null);
    setFile(null);
    setError(null);
    if (!chosen) return;
    const problem = checkImage(chosen);
    if (problem) {
      setError(problem);
      event.target.value = '';
      return;
    }
    setFile(chosen);
    setPreview(previewUrl(chosen));
  };

  const save = () => {
    if (!file || !user) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: (response) => {
        setFile(null);
        setPreview(null);
        if (inputRef.current) inputRef.current.value = '';
        notify.success(response.message || IMAGE_SAVED);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Layout>
      <Photo
        src={preview ?? photo}
        alt={preview ? 'Preview of your new photo' : 'Your photo'}
        width={112}
        height={112}
      />
      <Controls>
        <FormField label="Choose a photo" hint="JPEG, PNG or WebP, at most 2 MB." error={error}>
          <FileInput
            ref={inputRef}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={choose}
            disabled={upload.isPending}
          />
        </FormField>
        <Button onClick={save} disabled={!file || !user} loading={upload.isPending}>
          Save Image
        </Button>
      </Controls>
    </Layout>
  );
}
