import { describe, expect, it } from 'vitest';
import { linkedInApiVersion, metaGraphVersion, outdatedApiVersions } from '../../src/providers/api-versions';
import { startProviders } from '../../src/providers/registry';

const at = (iso: string) => new Date(iso);

describe('network API versions', () => {
  it('says nothing while the defaults are within their windows', () => {
    expect(outdatedApiVersions({}, at('2026-11-25T00:00:00Z'))).toEqual([]);
    expect([linkedInApiVersion, metaGraphVersion]).toEqual(['202610', 'v25.0']);
  });

  it('warns about a LinkedIn-Version a year old or more (LinkedIn retires it)', () => {
    const [warning] = outdatedApiVersions({ LINKEDIN_API_VERSION: '202510' }, at('2026-11-25T00:00:00Z'));
    expect(warning).toMatch(/^LINKEDIN_API_VERSION 202510 is 13 months old/);
    expect(outdatedApiVersions({ LINKEDIN_API_VERSION: '2026-10' }, at('2026-11-25T00:00:00Z'))).toEqual([
      'LINKEDIN_API_VERSION 2026-10 is not a version (YYYYMM)',
    ]);
  });

  it('warns about a Graph API version past its two years, or older than any Meta serves', () => {
    const graph = (version: string) => ({ FACEBOOK_GRAPH_BASE: `https://graph.facebook.com/${version}` });
    expect(outdatedApiVersions(graph('v22.0'), at('2026-11-25T00:00:00Z'))).toEqual([]);
    expect(outdatedApiVersions(graph('v22.0'), at('2027-01-05T00:00:00Z'))[0]).toMatch(
      /^The Graph API version v22.0 \(FACEBOOK_GRAPH_BASE\) is 24 months old/,
    );
    expect(outdatedApiVersions(graph('v17.0'), at('2026-11-25T00:00:00Z'))[0]).toMatch(
      /older than any Meta still serves/,
    );
  });

  it('logs each warning when the providers start', async () => {
    const warnings: string[] = [];
    const running = await startProviders(
      { testNetwork: { enabled: false, baseUrl: undefined } },
      { info: () => undefined, warn: (message) => warnings.push(message) },
      { LINKEDIN_API_VERSION: '202401' },
    );
    await running.close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^LINKEDIN_API_VERSION 202401/);
  });
});
