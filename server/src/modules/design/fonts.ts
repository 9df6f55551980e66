import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DesignFont } from '@kairos/core';

/**
 * The studio's fonts, read once from the @fontsource packages installed with the app (decision
 * 0135): WOFF, which satori reads (it cannot read WOFF2). Nothing downloads at run time.
 */
const packages: Record<DesignFont, string> = {
  Inter: 'inter',
  Oswald: 'oswald',
  'Playfair Display': 'playfair-display',
  Lato: 'lato',
};

export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

let loaded: LoadedFont[] | null = null;

export function designFontFiles(): LoadedFont[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const fonts: LoadedFont[] = [];
  for (const [name, slug] of Object.entries(packages)) {
    // The packages export only CSS and their LICENSE: the LICENSE finds the folder.
    const folder = path.join(path.dirname(require.resolve(`@fontsource/${slug}/LICENSE`)), 'files');
    for (const weight of [400, 700] as const) {
      const data = readFileSync(path.join(folder, `${slug}-latin-${weight}-normal.woff`));
      fonts.push({ name, data, weight, style: 'normal' });
    }
  }
  loaded = fonts;
  return fonts;
}
