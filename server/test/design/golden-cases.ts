import { renderDesign } from '../../src/modules/design/render-template';
import { designOf } from '../../src/modules/design/resolve-banner';
import { findTemplate } from '../../src/modules/design/templates';

const draw = (uid: string, changes: Parameters<typeof designOf>[1]) => () =>
  renderDesign(designOf(findTemplate(uid)!, changes));
const none = { texts: {}, colours: {}, fonts: {} };

/** The golden images: the templates as drawn when they were last looked at. */
export const goldenCases = [
  { name: 'sale-instagram', render: draw('sale-instagram', none) },
  { name: 'quote-instagram', render: draw('quote-instagram', none) },
  { name: 'twitter-split', render: draw('tweet-announcement', none) },
  {
    name: 'sale-modified',
    render: draw('sale-instagram', {
      texts: { heading: 'WINTER SALE', body: 'Everything must go' },
      colours: { background: '#6a040f' },
      fonts: { heading: 'Playfair Display' },
    }),
  },
];
