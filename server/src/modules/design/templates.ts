import type { DesignFont, DesignSizeId } from '@kairos/core';

/** How a template arranges its fields (render-template.ts draws each). */
export type TemplateLayout = 'centered' | 'split' | 'band' | 'quote';

export interface TemplateSpec {
  uid: string;
  name: string;
  tags: readonly string[];
  size: DesignSizeId;
  layout: TemplateLayout;
  /** background, accent and text colours; the user may change each. */
  colours: Readonly<Record<'background' | 'accent' | 'text', string>>;
  fonts: Readonly<Record<'heading' | 'body', DesignFont>>;
  texts: Readonly<Record<string, string>>;
  /** Picture fields: a media id of the calendar each; unset draws the accent colour. */
  images: readonly string[];
}

const headline = (heading: string, body: string) => ({ heading, body });

/**
 * The catalogue (decision 0135): at least one template in every design size of section 9, in four
 * layouts. Data, not code: a new template is one more entry.
 */
export const templates: readonly TemplateSpec[] = [
  {
    uid: 'sale-instagram',
    name: 'Big sale',
    tags: ['sale', 'promotion'],
    size: 'instagram-post',
    layout: 'centered',
    colours: { background: '#1d3557', accent: '#e63946', text: '#f1faee' },
    fonts: { heading: 'Oswald', body: 'Inter' },
    texts: headline('SUMMER SALE', 'Up to 50% off everything this week'),
    images: [],
  },
  {
    uid: 'quote-instagram',
    name: 'Quote card',
    tags: ['quote', 'inspiration'],
    size: 'instagram-post',
    layout: 'quote',
    colours: { background: '#fefae0', accent: '#bc6c25', text: '#283618' },
    fonts: { heading: 'Playfair Display', body: 'Lato' },
    texts: headline('Simplicity is the ultimate sophistication.', 'Leonardo da Vinci'),
    images: [],
  },
  {
    uid: 'product-facebook',
    name: 'Product spotlight',
    tags: ['product', 'promotion'],
    size: 'facebook-post',
    layout: 'split',
    colours: { background: '#ffffff', accent: '#2a9d8f', text: '#264653' },
    fonts: { heading: 'Inter', body: 'Inter' },
    texts: headline('Meet our new collection', 'Available online and in store'),
    images: ['photo'],
  },
  {
    uid: 'event-facebook',
    name: 'Event announcement',
    tags: ['event'],
    size: 'facebook-post',
    layout: 'band',
    colours: { background: '#003049', accent: '#f77f00', text: '#ffffff' },
    fonts: { heading: 'Oswald', body: 'Lato' },
    texts: headline('LIVE WORKSHOP', 'Thursday 6 pm · Free entry'),
    images: ['photo'],
  },
  {
    uid: 'story-announcement',
    name: 'Story announcement',
    tags: ['event', 'story'],
    size: 'stories',
    layout: 'centered',
    colours: { background: '#7209b7', accent: '#f72585', text: '#ffffff' },
    fonts: { heading: 'Oswald', body: 'Inter' },
    texts: headline('NEW IN', 'Swipe up to see what is new'),
    images: [],
  },
  {
    uid: 'story-photo',
    name: 'Story photo',
    tags: ['story', 'product'],
    size: 'stories',
    layout: 'band',
    colours: { background: '#222222', accent: '#ffb703', text: '#ffffff' },
    fonts: { heading: 'Playfair Display', body: 'Lato' },
    texts: headline('Behind the scenes', 'A day at our studio'),
    images: ['photo'],
  },
  {
    uid: 'tweet-announcement',
    name: 'Twitter header card',
    tags: ['announcement'],
    size: 'twitter-post',
    layout: 'split',
    colours: { background: '#f8f9fa', accent: '#1d9bf0', text: '#0f1419' },
    fonts: { heading: 'Inter', body: 'Inter' },
    texts: headline('Big news today', 'Read the whole story on our blog'),
    images: ['photo'],
  },
  {
    uid: 'google-offer',
    name: 'Business offer',
    tags: ['sale', 'local'],
    size: 'google-business',
    layout: 'centered',
    colours: { background: '#2b9348', accent: '#eeef20', text: '#ffffff' },
    fonts: { heading: 'Lato', body: 'Lato' },
    texts: headline('10% OFF', 'Show this post at the till'),
    images: [],
  },
  {
    uid: 'pinterest-recipe',
    name: 'Recipe pin',
    tags: ['food', 'howto'],
    size: 'pinterest-graphic',
    layout: 'band',
    colours: { background: '#fff1e6', accent: '#e76f51', text: '#ffffff' },
    fonts: { heading: 'Playfair Display', body: 'Lato' },
    texts: headline('Easy lemon tart', '5 ingredients · 30 minutes'),
    images: ['photo'],
  },
  {
    uid: 'pinterest-quote',
    name: 'Quote pin',
    tags: ['quote', 'inspiration'],
    size: 'pinterest-graphic',
    layout: 'quote',
    colours: { background: '#14213d', accent: '#fca311', text: '#e5e5e5' },
    fonts: { heading: 'Playfair Display', body: 'Inter' },
    texts: headline('Well done is better than well said.', 'Benjamin Franklin'),
    images: [],
  },
  {
    uid: 'linkedin-hiring',
    name: 'We are hiring',
    tags: ['jobs', 'announcement'],
    size: 'linkedin-portrait',
    layout: 'split',
    colours: { background: '#ffffff', accent: '#0a66c2', text: '#1b1f23' },
    fonts: { heading: 'Inter', body: 'Lato' },
    texts: headline('We are hiring', 'Join a team that ships every week'),
    images: ['photo'],
  },
  {
    uid: 'youtube-thumbnail',
    name: 'Video thumbnail',
    tags: ['video'],
    size: 'youtube-thumbnail',
    layout: 'band',
    colours: { background: '#000000', accent: '#ff0000', text: '#ffffff' },
    fonts: { heading: 'Oswald', body: 'Inter' },
    texts: headline('HOW WE DID IT', 'Full walkthrough'),
    images: ['photo'],
  },
  {
    uid: 'youtube-title',
    name: 'Title card',
    tags: ['video', 'announcement'],
    size: 'youtube-thumbnail',
    layout: 'centered',
    colours: { background: '#0b090a', accent: '#ffba08', text: '#ffffff' },
    fonts: { heading: 'Oswald', body: 'Lato' },
    texts: headline('EPISODE 12', 'Out now'),
    images: [],
  },
];

export function findTemplate(uid: string): TemplateSpec | null {
  return templates.find((template) => template.uid === uid) ?? null;
}
