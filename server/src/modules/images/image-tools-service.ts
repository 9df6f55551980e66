import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import type { Ocr } from '../assistant/media/ocr-pool';
import type { MediaService } from '../media/media-service';
import { toMediaView } from '../media/media-view';
import type { MediaRow } from '../media/media-repository';
import { createImageSuggestions, stockSources } from './image-suggestions';
import { createImageImport } from './import-images';
import { createImageText } from './image-text';

/** The image studio's server side: text from image, picked images stored like uploads. */
export function createImageToolsService(deps: {
  db: Database;
  config: Config;
  storage: MediaStorage;
  now: () => Date;
  ocr: Ocr;
  media: MediaService;
  fetchOptions?: SafeFetchOptions;
  warn?: (error: unknown, message: string) => void;
}) {
  const { db, config, storage, now } = deps;
  const view = (row: MediaRow) => toMediaView(row, storage, now(), config.media.readUrlSeconds);
  const warn = deps.warn ?? (() => undefined);
  const sources = stockSources(config.stockImages);
  const imageText = createImageText({ db, storage, ocr: deps.ocr });
  const imports = createImageImport({
    db,
    storage,
    fetchOptions: deps.fetchOptions ?? {},
    view,
    removeRows: deps.media.removeRows,
    onStored: async (attribution) => {
      const source = sources.find((candidate) => candidate.name === attribution.provider);
      if (source?.used && attribution.downloadLocation) await source.used(attribution.downloadLocation);
    },
  });
  const suggestions = createImageSuggestions({ db, sources, view, warn });
  return { readText: imageText.read, importImages: imports.importImages, suggest: suggestions.search };
}

export type ImageToolsService = ReturnType<typeof createImageToolsService>;
