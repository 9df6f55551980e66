import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSizeOf, studioSizes } from '@kairos/core';
import { renderDesign } from '../../src/modules/design/render-template';
import { designOf } from '../../src/modules/design/resolve-banner';
import { templates } from '../../src/modules/design/templates';
import { differingShare } from './design-helpers';
import { goldenCases } from './golden-cases';

const golden = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/design', `${name}.png`));
/** At most 0.5 % of the pixels may move (hinting, encoder); a changed word moves several percent. */
const tolerance = 0.005;

describe('template rendering', () => {
  it.each(goldenCases)('draws $name as its golden image', async ({ name, render }) => {
    expect(await differingShare(await render(), golden(name))).toBeLessThan(tolerance);
  });

  it('tells a changed text, colour or font from the template (the comparison can fail)', async () => {
    const modified = goldenCases.find((each) => each.name === 'sale-modified')!;
    expect(await differingShare(await modified.render(), golden('sale-instagram'))).toBeGreaterThan(0.05);
  });

  it('has at least 12 templates, every design size of section 9 among them, each drawn at its size', async () => {
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((template) => template.size))).toEqual(
      new Set(studioSizes.map((size) => size.id)),
    );
    for (const template of templates) {
      const png = await renderDesign(designOf(template, { texts: {}, colours: {}, fonts: {} }), {
        fitWidth: 120,
      });
      const size = designSizeOf(template.size);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(120);
      expect(png.readUInt32BE(20)).toBe(Math.round((120 * size.height) / size.width));
    }
  });
});
