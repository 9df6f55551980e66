// What browsers and bundlers say when a code chunk of an older deployment is gone from the server.
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style
  /Unable to preload CSS/i, // Vite's preload helper
];

/** True when a newer version was deployed and the page still runs the old one. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkLoadMessages.some((pattern) => pattern.test(error.message));
}
