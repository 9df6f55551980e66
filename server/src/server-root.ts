import path from 'node:path';

/**
 * The server package's folder. This file runs from server/src (tsx, tests) and is bundled into
 * server/dist (the compiled server, `npm start`, the container image): both sit one level below it,
 * so files the server reads at run time (migrations, the built web app) resolve the same either way.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');

/** The repository's root, where `data/` and `web/dist/` live by default. */
export const repositoryRoot = path.resolve(serverRoot, '..');
