import {
  designFonts,
  designMessages,
  designSizeOf,
  type DesignFont,
  type TemplateModifications,
} from '@kairos/core';
import { validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import type { MediaRow } from './design-repository';
import { pictureDataUrl, readPicture } from './load-picture';
import type { ResolvedDesign } from './render-template';
import { findTemplate, type TemplateSpec } from './templates';

/** What a banner job keeps in its input: the template and the checked modifications. */
export interface BannerInput {
  template: string;
  texts: Record<string, string>;
  colours: Record<string, string>;
  fonts: Record<string, DesignFont>;
  images: Record<string, string>;
}

const base = 'body.imageData.modifications';

function checkKeys(kind: string, given: Record<string, unknown> | undefined, allowed: readonly string[]) {
  for (const key of Object.keys(given ?? {})) {
    if (!allowed.includes(key))
      throw validationFailed(`${base}.${kind}.${key}`, designMessages.unknownField(kind, key));
  }
}

/** Checks modifications against the template: its fields only, fonts that exist. */
export function checkBanner(templateUid: string, modifications: TemplateModifications): BannerInput {
  const template = findTemplate(templateUid);
  if (!template) throw validationFailed('body.imageData.template', designMessages.unknownTemplate);
  checkKeys('texts', modifications.texts, Object.keys(template.texts));
  checkKeys('colours', modifications.colours, Object.keys(template.colours));
  checkKeys('fonts', modifications.fonts, Object.keys(template.fonts));
  checkKeys('images', modifications.images, template.images);
  const fonts: Record<string, DesignFont> = {};
  for (const [key, font] of Object.entries(modifications.fonts ?? {})) {
    const known = designFonts.find((name) => name.toLowerCase() === font.trim().toLowerCase());
    if (!known) throw validationFailed(`${base}.fonts.${key}`, designMessages.unknownFont(font));
    fonts[key] = known;
  }
  return {
    template: template.uid,
    texts: { ...modifications.texts },
    colours: { ...modifications.colours },
    fonts,
    images: { ...modifications.images },
  };
}

/** The template's defaults under the input's changes, without pictures. */
export function designOf(
  template: TemplateSpec,
  input: Omit<BannerInput, 'template' | 'images'>,
): ResolvedDesign {
  const size = designSizeOf(template.size);
  return {
    width: size.width,
    height: size.height,
    layout: template.layout,
    colours: { ...template.colours, ...input.colours },
    fonts: { ...template.fonts, ...input.fonts },
    texts: { ...template.texts, ...input.texts },
    images: {},
  };
}

/** Reads the input's pictures (checked again: an upload may have gone) and fills the design. */
export async function resolveBanner(
  input: BannerInput,
  pictures: Map<string, MediaRow>,
  storage: MediaStorage,
): Promise<ResolvedDesign> {
  const template = findTemplate(input.template);
  if (!template) throw validationFailed('body.imageData.template', designMessages.unknownTemplate);
  const design = designOf(template, input);
  for (const [key, mediaId] of Object.entries(input.images)) {
    const row = pictures.get(mediaId);
    if (!row) continue;
    const bytes = await readPicture(storage, row, `${base}.images.${key}`);
    // Every layout's picture fills the whole page or half of it: crop to the larger box.
    design.images[key] = await pictureDataUrl(bytes, design.width, design.height);
  }
  return design;
}
