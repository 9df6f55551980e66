import { RichText } from '@atproto/api';
import { describe, expect, it } from 'vitest';
import { detectFacets, type Facet } from '../../src/providers/bluesky/bluesky-facets';

/**
 * Our facets against the official client's (@atproto/api RichText.detectFacets, what the Bluesky app
 * sends): the same text must be linked, tagged and mentioned the same way. Mentions resolve through
 * the handle table; the official client leaves an unresolved mention with an empty DID, which the
 * lexicon refuses, so we leave such a mention as plain text.
 */
const handles: Record<string, string> = { 'alice.bsky.social': 'did:plc:alice', 'bob.test': 'did:plc:bob' };

const texts = [
  'plain text, nothing to see',
  'see https://kairos.app/a, and http://example.com/x?y=1.',
  'bare domains: kairos.app kairos.app/pricing example.co.uk/path?q=1 not.a.tld file.txt',
  '#launch #2026 #café #tag. #one,#two (#paren) ＃fullwidth #123 #_under',
  'emoji ☕ and accents é before #tags and https://kairos.app',
  'mentions @alice.bsky.social, @bob.test and @nobody.bsky.social and @notahandle',
  'brackets (https://en.wikipedia.org/wiki/Kairos_(mythology)) and (kairos.app)',
  'cashtags $AAPL and $tsla, not $12 or $TOOLONGG',
  'trailing punctuation https://kairos.app! https://kairos.app? https://kairos.app:',
  `a long tag #${'a'.repeat(64)} and a longer #${'b'.repeat(65)}`,
  'zero width #tag\u200bnext and #\ufe0fvariation',
];

function official(text: string): Facet[] {
  const rich = new RichText({ text });
  rich.detectFacetsWithoutResolution();
  return (rich.facets ?? [])
    .map((facet) => ({
      index: facet.index,
      features: facet.features.map((feature) => {
        const { $type, ...rest } = feature as { $type: string } & Record<string, unknown>;
        return $type === 'app.bsky.richtext.facet#mention'
          ? { $type, did: handles[String(rest.did)] ?? '' }
          : { $type, ...rest };
      }),
    }))
    .filter((facet) => facet.features.every((feature) => !('did' in feature) || feature.did !== ''))
    .sort((a, b) => a.index.byteStart - b.index.byteStart) as Facet[];
}

describe('Bluesky facets match the official RichText.detectFacets', () => {
  it.each(texts)('%s', async (text) => {
    const ours = await detectFacets(text, async (handle) => handles[handle] ?? null);
    expect(ours).toEqual(official(text));
  });
});
