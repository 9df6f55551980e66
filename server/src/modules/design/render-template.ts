import { Resvg } from '@resvg/resvg-js';
import type { DesignFont } from '@kairos/core';
import satori from 'satori';
import { designFontFiles } from './fonts';
import type { TemplateLayout } from './templates';

/** A template with its modifications applied: what to draw. Images are data URLs (PNG) or null. */
export interface ResolvedDesign {
  width: number;
  height: number;
  layout: TemplateLayout;
  colours: Record<'background' | 'accent' | 'text', string>;
  fonts: Record<'heading' | 'body', DesignFont>;
  texts: Record<string, string>;
  images: Record<string, string | null>;
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style: Style; children?: Node | Node[] | string; src?: string; width?: number; height?: number };
}

const box = (style: Style, children?: Node | Node[] | string): Node => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});

function picture(design: ResolvedDesign, key: string, width: number, height: number): Node {
  const src = design.images[key] ?? null;
  if (!src) return box({ width, height, backgroundColor: design.colours.accent });
  return { type: 'img', props: { src, width, height, style: { width, height, objectFit: 'cover' } } };
}

function textBlock(design: ResolvedDesign, scale: number, align: 'center' | 'flex-start'): Node {
  const { colours, fonts, texts } = design;
  return box({ flexDirection: 'column', alignItems: align, gap: scale * 0.03 }, [
    box(
      {
        fontFamily: fonts.heading,
        fontWeight: 700,
        fontSize: scale * 0.1,
        lineHeight: 1.1,
        color: colours.text,
        textAlign: align === 'center' ? 'center' : 'left',
      },
      texts.heading ?? '',
    ),
    box({ width: scale * 0.18, height: scale * 0.012, backgroundColor: colours.accent }),
    box(
      {
        fontFamily: fonts.body,
        fontWeight: 400,
        fontSize: scale * 0.045,
        lineHeight: 1.3,
        color: colours.text,
        textAlign: align === 'center' ? 'center' : 'left',
      },
      texts.body ?? '',
    ),
  ]);
}

function layoutTree(design: ResolvedDesign): Node {
  const { width, height, colours } = design;
  const scale = Math.min(width, height);
  const page: Style = { width, height, backgroundColor: colours.background, padding: scale * 0.08 };
  switch (design.layout) {
    case 'centered':
      return box(
        { ...page, alignItems: 'center', justifyContent: 'center' },
        textBlock(design, scale, 'center'),
      );
    case 'split': {
      const wide = width >= height;
      const side = wide ? { width: width / 2, height } : { width, height: height / 2 };
      return box(
        { width, height, flexDirection: wide ? 'row' : 'column', backgroundColor: colours.background },
        [
          picture(design, 'photo', side.width, side.height),
          box(
            { ...side, padding: scale * 0.07, alignItems: 'center' },
            textBlock(design, scale, 'flex-start'),
          ),
        ],
      );
    }
    case 'band':
      return box({ width, height, position: 'relative', backgroundColor: colours.background }, [
        picture(design, 'photo', width, height),
        box(
          {
            position: 'absolute',
            left: 0,
            bottom: 0,
            width,
            padding: scale * 0.06,
            backgroundColor: colours.accent,
          },
          textBlock({ ...design, colours: { ...colours, accent: colours.text } }, scale, 'flex-start'),
        ),
      ]);
    case 'quote':
      return box({ ...page, flexDirection: 'column', justifyContent: 'center' }, [
        box(
          {
            fontFamily: design.fonts.heading,
            fontSize: scale * 0.3,
            color: colours.accent,
            height: scale * 0.22,
          },
          '\u201c',
        ),
        textBlock(design, scale, 'flex-start'),
      ]);
  }
}

/** Draws a design to PNG: satori lays it out as SVG with the bundled fonts, resvg rasterizes it. */
export async function renderDesign(
  design: ResolvedDesign,
  options: { fitWidth?: number } = {},
): Promise<Buffer> {
  const svg = await satori(layoutTree(design) as unknown as Parameters<typeof satori>[0], {
    width: design.width,
    height: design.height,
    fonts: designFontFiles(),
  });
  const fitTo = options.fitWidth ? ({ mode: 'width', value: options.fitWidth } as const) : undefined;
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, ...(fitTo ? { fitTo } : {}) });
  return Buffer.from(resvg.render().asPng());
}
