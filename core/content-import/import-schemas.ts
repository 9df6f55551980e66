import { z } from 'zod';
import { variationNetworks } from '../library/library-post-schema';

/** Bounds of an import: checked before any work proportional to the file. */
export const importLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Data rows (the header row aside). */
  maxRows: 50_000,
  maxColumns: 50,
  maxCellLength: 10_000,
  maxImagesPerRow: 10,
  /** Image links fetched by one import (each up to 5 MB, fetched at import, decision 0123). */
  maxImagesPerImport: 500,
  /** What an XLSX may unpack to (its zip entries' declared sizes together), decision 0124. */
  maxXlsxUnpackedBytes: 100 * 1024 * 1024,
  /** The rows shown before mapping. */
  previewRows: 5,
  /** The row errors an answer lists; the count says how many there are in all. */
  listedErrors: 200,
} as const;

const column = z.string().min(1).max(200);

/**
 * Which column holds what: columns are named by their header. Date, time and accounts together
 * schedule each row as a post instead of adding it to the library.
 */
export const importMappingSchema = z.object({
  message: column,
  variations: z.partialRecord(z.enum(variationNetworks), column).default({}),
  category: column.optional(),
  hashtags: column.optional(),
  imageUrls: column.optional(),
  videoUrl: column.optional(),
  link: column.optional(),
  date: column.optional(),
  time: column.optional(),
  accounts: column.optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;
export type ImportMappingInput = z.input<typeof importMappingSchema>;

export const importStatuses = ['uploaded', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importRowErrorSchema = z.object({ row: z.number(), messages: z.array(z.string()) });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importUploadQuerySchema = z.object({
  calendarId: z.uuid(),
  fileName: z.string().trim().min(1).max(200).default('import.csv'),
});

export const importViewSchema = z.object({
  _id: z.string(),
  calendarId: z.string(),
  fileName: z.string(),
  status: z.enum(importStatuses),
  columns: z.array(z.string()),
  preview: z.array(z.array(z.string())),
  totalRows: z.number(),
  processedRows: z.number(),
  importedRows: z.number(),
  errorCount: z.number(),
  /** The first `listedErrors` of them, by row number (the header is row 1). */
  errors: z.array(importRowErrorSchema),
  /** Whether the rows become scheduled posts (else library posts). */
  schedules: z.boolean(),
  suggestedMapping: importMappingSchema.partial(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importCheckViewSchema = z.object({
  totalRows: z.number(),
  validRows: z.number(),
  errorCount: z.number(),
  errors: z.array(importRowErrorSchema),
  schedules: z.boolean(),
  /** Image links of the valid rows: not fetched by the check, fetched at import (decision 0123). */
  imagesToFetch: z.number(),
});
export type ImportCheckView = z.infer<typeof importCheckViewSchema>;

export const importMappingBodySchema = z.object({ mapping: importMappingSchema });
