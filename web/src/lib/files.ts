import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { apiDownload, apiUpload } from '@/lib/api-client';
import type { Schema } from '@/lib/api-types';

// Files of the content service (`third/file/store`, `GET third/file/down/load`): licences,
// letters, product documents and avatars. The server sniffs the bytes and decides; these
// checks only spare the user an upload that would be refused.

export const FILE_STORE_CALL = 'third/file/store';
export const FILE_DOWNLOAD_CALL = 'third/file/down/load';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type StoredFile = Schema<'FileRead'>;
/** `user`: only the uploader reads it; `company`: everybody signed in to the uploader's company. */
export type FileScope = 'user' | 'company';
export type FileKind = 'image' | 'image-or-pdf';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const PDF_TYPE = 'application/pdf';

/** What a file picker offers (`accept`). */
export function acceptedTypes(kind: FileKind): string {
  return (kind === 'image' ? IMAGE_TYPES : [...IMAGE_TYPES, PDF_TYPE]).join(',');
}

export type FileProblem = 'type' | 'size' | 'empty';

/** Why the server would refuse `file`, judged by its declared type and size; undefined if fine. */
export function fileProblem(file: File, kind: FileKind): FileProblem | undefined {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_FILE_BYTES) return 'size';
  const allowed = kind === 'image' ? IMAGE_TYPES : [...IMAGE_TYPES, PDF_TYPE];
  return allowed.includes(file.type) ? undefined : 'type';
}

export function isPdf(contentType: string): boolean {
  return contentType === PDF_TYPE;
}

/** Uploads `file` (signed over its bytes, DESIGN §5); resolves to its token and what was stored. */
export function uploadFile(file: File, scope: FileScope = 'user'): Promise<StoredFile> {
  return apiUpload<StoredFile>(FILE_STORE_CALL, { fields: { file, scope } });
}

/** A stored file's bytes, for whoever the server lets read it. */
export function downloadFile(fileToken: string, signal?: AbortSignal): Promise<Blob> {
  return apiDownload(FILE_DOWNLOAD_CALL, { query: { fileToken }, signal });
}

export const fileQueryOptions = (identityKey: string, fileToken: string) =>
  queryOptions({
    queryKey: ['session', identityKey, 'file', fileToken],
    queryFn: ({ signal }) => downloadFile(fileToken, signal),
    // A token names fixed bytes: once read, they never change.
    staleTime: Infinity,
    retry: false,
  });

/**
 * An object URL for a stored file (an `<img src>` or a link), revoked when the token changes
 * or the component goes; undefined while loading, without a token, or when refused.
 */
export function useFileUrl(identityKey: string, fileToken: string | null | undefined) {
  const query = useQuery({
    ...fileQueryOptions(identityKey, fileToken ?? ''),
    enabled: Boolean(fileToken),
  });
  const url = useObjectUrl(fileToken ? query.data : undefined);
  return { url, blob: query.data, isLoading: query.isLoading, error: query.error };
}

// Object URLs in use, counted: StrictMode unmounts and mounts an effect at once, so a URL
// is revoked only when nobody holds it a moment after its last release.
const holders = new Map<string, number>();

function hold(url: string): void {
  holders.set(url, (holders.get(url) ?? 0) + 1);
}

function release(url: string): void {
  const left = (holders.get(url) ?? 1) - 1;
  if (left > 0) {
    holders.set(url, left);
    return;
  }
  holders.delete(url);
  queueMicrotask(() => {
    if (!holders.has(url)) URL.revokeObjectURL(url);
  });
}

/** An object URL for `blob`, revoked once no component shows it any more. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob === undefined ? undefined : URL.createObjectURL(blob)), [blob]);
  useEffect(() => {
    if (url === undefined) return;
    hold(url);
    return () => {
      release(url);
    };
  }, [url]);
  return url;
}
