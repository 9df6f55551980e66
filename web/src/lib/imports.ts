import {
  importCheckViewSchema,
  importViewSchema,
  type ImportCheckView,
  type ImportMappingInput,
  type ImportView,
} from '@kairos/core';
import { apiClient } from './api-client';

export type { ImportCheckView, ImportView };

/** Sends the file as it is on disk; the server reads its columns and first rows. */
export const uploadImport = (calendarId: string, file: File) =>
  apiClient.post(
    `/api/imports?calendarId=${encodeURIComponent(calendarId)}&fileName=${encodeURIComponent(file.name)}`,
    file,
    { schema: importViewSchema },
  );

export const checkImport = (id: string, mapping: ImportMappingInput) =>
  apiClient.post(`/api/imports/${id}/check`, { mapping }, { schema: importCheckViewSchema });

export const startImport = (id: string, mapping: ImportMappingInput) =>
  apiClient.post(`/api/imports/${id}/start`, { mapping }, { schema: importViewSchema });

export const getImport = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/api/imports/${id}`, { schema: importViewSchema, signal });

export const cancelImport = (id: string) =>
  apiClient.post(`/api/imports/${id}/cancel`, undefined, { schema: importViewSchema });
