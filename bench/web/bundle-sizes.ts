import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  /** What index.html loads before anything shows: the entry, its module preloads, its stylesheets. */
  initialJsGzip: number;
  initialCssGzip: number;
  totalJsGzip: number;
  totalCssGzip: number;
  jsChunks: number;
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The gzip sizes of the built app in `dist` (web/dist). */
export function bundleSizes(dist: string): BundleSizes {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const assets = readdirSync(path.join(dist, 'assets'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(path.join(dist, file)), 0);
  const js = assets.filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const css = assets.filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`);
  return {
    initialJsGzip: sum(initial.filter((file) => file.endsWith('.js'))),
    initialCssGzip: sum(initial.filter((file) => file.endsWith('.css'))),
    totalJsGzip: sum(js),
    totalCssGzip: sum(css),
    jsChunks: js.length,
  };
}
