import type { Schema } from '@console/lib/api-types';
import { apiUpload } from '@/lib/api-client';

export type UploadedImage = Schema<'FileRead'>;

/** Anyone reads a public image here, signed in or not (the portal serves it). */
export const PUBLIC_IMAGE_PREFIX = '/api/web/portal/api/third/file/public/';

export function publicImageUrl(fileToken: string): string {
  return `${PUBLIC_IMAGE_PREFIX}${fileToken}`;
}

/** Uploads a public image for the news (PNG, JPEG, GIF, WebP; at most 10 MB). */
export function uploadImage(file: File): Promise<UploadedImage> {
  return apiUpload<UploadedImage>('/ops/file/upload', { fields: { file }, loading: true });
}
