import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { FakeExchange, FakeHttp } from '../fakes/fake-http';
import { startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { startMediaHost } from '../providers/media-host';
import { facebookFlow, instagramFlow } from './meta-flows';
import { fieldsOf, knows, sdkObject, type SdkObject } from './meta-sdk-objects';

/**
 * Our Facebook and Instagram requests and the fake's answers against Meta's official SDK
 * (facebook-nodejs-business-sdk 24.0.1, read at test time): every field we ask of a Page, an IG User
 * or an IG Media and every field the fake answers for one exists in the SDK's `Fields` (or as an edge
 * read by field expansion), and every edge we call exists on that object with that method. The
 * flows are the Meta contract's (meta-flows.ts): connect with Business portfolios, every kind of
 * page and group post, Instagram images, carousel, reel and story, first comments, and the metrics
 * and followers of a page post and of an Instagram image.
 */
const objects = {
  Page: sdkObject('page'),
  'IG User': sdkObject('ig-user'),
  'IG Media': sdkObject('ig-media'),
};
type Kind = keyof typeof objects;

/**
 * The edges that list Pages add `tasks` to each one: "The following fields will be added to each
 * node that is returned: tasks" (https://developers.facebook.com/docs/graph-api/reference/user/accounts/).
 */
const addedByEdge: Record<string, string[]> = {
  accounts: ['tasks'],
  owned_pages: ['tasks'],
  client_pages: ['tasks'],
};
/** The edges whose answer lists objects of a kind, and what a field expansion of a kind holds. */
const listed: Record<string, Kind> = { accounts: 'Page', owned_pages: 'Page', client_pages: 'Page' };
const expanded: Partial<Record<Kind, Record<string, Kind>>> = {
  Page: { instagram_business_account: 'IG User' },
};

let fake: FakeMeta;
let host: FakeHttp;
let exchanges: FakeExchange[];

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMeta(), startMediaHost()]);
  const business = { id: '301000000000001', name: 'Kairos Agency' };
  fake.pages.push({
    id: '104000000000011',
    name: 'Client Bakery',
    category: 'Bakery',
    instagram: null,
    business: { ...business, relation: 'client' },
  });
  exchanges = fake.script.record();
  const facebook = await facebookFlow(fake, host);
  await facebook.metrics();
  const { instagram, account, tokens, photo } = await instagramFlow(fake, host);
  await instagram.readMetrics!({ account, tokens, post: photo });
  await instagram.readFollowers!({ account, tokens });
  fake.script.exchanges = null;
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

/** What a Graph id names, by the fake's own records. */
function kindOf(id: string): Kind | null {
  if (fake.pages.some((page) => page.id === id)) return 'Page';
  if (fake.pages.some((page) => page.instagram?.id === id)) return 'IG User';
  if (fake.media.some((media) => media.id === id)) return 'IG Media';
  return null;
}

const problems: string[] = [];
/** Each field (and each nested one, where a kind is expanded) must be known to the kind's object. */
function checkFields(kind: Kind, list: string, where: string, extra: string[] = []) {
  const object: SdkObject = objects[kind];
  for (const { field, nested } of fieldsOf(list)) {
    if (!knows(object, field) && !extra.includes(field))
      problems.push(`${where}: ${kind} has no field ${field} (${object.file})`);
    const inner = expanded[kind]?.[field];
    if (nested && inner) checkFields(inner, nested, where);
  }
}
/** The keys of an answer's object, as a field list (nested objects expanded). */
const keysOf = (value: Record<string, unknown>): string =>
  Object.entries(value)
    .map(([key, inner]) =>
      inner && typeof inner === 'object' && !Array.isArray(inner) && key in (expandedAll ?? {})
        ? `${key}{${keysOf(inner as Record<string, unknown>)}}`
        : key,
    )
    .join(',');
const expandedAll = Object.assign({}, ...Object.values(expanded)) as Record<string, Kind>;

describe("Facebook and Instagram: fields and edges exist in Meta's business SDK", () => {
  it('every Page, IG User and IG Media field asked and answered, and every edge called', () => {
    const seen = new Set<Kind>();
    for (const { request, answer } of exchanges) {
      const [id, edge, ...rest] = request.path.replace(`/${metaGraphVersion}/`, '').split('/');
      if (!id || rest.length > 0) continue;
      const where = `${request.method} ${request.path}`;
      const body = (answer.json ?? {}) as Record<string, unknown>;
      const ok = answer.status === 200;
      const fields = request.query.get('fields');
      const kind = kindOf(id);
      if (kind && edge) {
        seen.add(kind);
        const method = request.method as keyof SdkObject['edges'];
        if (!objects[kind].edges[method]?.has(edge))
          problems.push(`${where}: ${kind} has no ${method} edge ${edge} (${objects[kind].file})`);
        if (kind === 'IG User' && edge === 'media' && method === 'GET' && fields) {
          checkFields('IG Media', fields, where);
          for (const item of ok ? ((body.data ?? []) as Record<string, unknown>[]) : [])
            checkFields('IG Media', keysOf(item), `${where} answered`);
        }
      } else if (kind && fields) {
        seen.add(kind);
        checkFields(kind, fields, where);
        if (ok) checkFields(kind, keysOf(body), `${where} answered`);
      }
      const listedKind = edge ? listed[edge] : undefined;
      if (listedKind && fields) {
        seen.add(listedKind);
        checkFields(listedKind, fields, where, addedByEdge[edge!]);
        for (const item of ok ? ((body.data ?? []) as Record<string, unknown>[]) : [])
          checkFields(listedKind, keysOf(item), `${where} answered`, addedByEdge[edge!]);
      }
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(['IG Media', 'IG User', 'Page']);
  });

  it('reads the SDK itself: a field and an edge it does not define are refused', () => {
    expect(knows(objects.Page, 'name')).toBe(true);
    expect(knows(objects.Page, 'not_a_page_field')).toBe(false);
    expect(objects['IG User'].edges.POST.has('media_publish')).toBe(true);
    expect(objects['IG Media'].edges.POST.has('media_publish')).toBe(false);
  });
});
