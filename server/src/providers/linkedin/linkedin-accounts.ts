import { z } from 'zod';
import type { ConnectableAccount, PublishAccount } from '../provider';
import type { LinkedInConnection } from './linkedin-apps';
import { readAnswer } from '../read-answer';
import type { LinkedInRest } from './linkedin-rest';

const userinfo = z.object({ sub: z.string(), name: z.string().nullish(), picture: z.string().nullish() });
const acls = z.object({
  elements: z.array(z.object({ organization: z.string(), role: z.string(), state: z.string() })),
  paging: z.object({ start: z.number(), count: z.number(), total: z.number().nullish() }).nullish(),
});
const organization = z.object({
  id: z.union([z.number(), z.string()]),
  localizedName: z.string(),
  vanityName: z.string().nullish(),
});

/** The post's author: the member (urn:li:person) or a page (urn:li:organization). */
export function authorOf(account: PublishAccount): string {
  if (typeof account.metadata.urn === 'string') return account.metadata.urn;
  return account.type === 'page'
    ? `urn:li:organization:${account.externalId}`
    : `urn:li:person:${account.externalId}`;
}

/** The page roles that may post as the organization (w_organization_social). */
const postingRoles = new Set(['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR']);
const pageSize = 100;

/** The member, from OpenID Connect's userinfo (scopes openid and profile). */
async function member(rest: LinkedInRest): Promise<ConnectableAccount> {
  const answer = await rest.http.request({ url: `${rest.apiBase}/v2/userinfo`, bearer: rest.bearer });
  const me = readAnswer(userinfo, answer.body, 'transient', 'profile');
  return {
    externalId: me.sub,
    name: me.name ?? 'LinkedIn member',
    type: 'personal',
    avatar: me.picture ?? null,
    url: null,
    metadata: { urn: `urn:li:person:${me.sub}`, connection: 'personal' },
  };
}

/** The organizations whose page the member may post to, from organizationAcls (approved roles only). */
async function administeredOrganizations(rest: LinkedInRest): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; ; start += pageSize) {
    const answer = await rest.http.request({
      url: `${rest.apiBase}/rest/organizationAcls`,
      query: { q: 'roleAssignee', state: 'APPROVED', start, count: pageSize },
      headers: rest.headers,
      bearer: rest.bearer,
    });
    const page = readAnswer(acls, answer.body, 'transient', 'list of pages');
    for (const element of page.elements) {
      if (
        postingRoles.has(element.role) &&
        element.state === 'APPROVED' &&
        !found.includes(element.organization)
      )
        found.push(element.organization);
    }
    const total = page.paging?.total ?? 0;
    if (page.elements.length < pageSize || start + pageSize >= total) return found;
  }
}

/**
 * What a LinkedIn connection offers: the member's own profile (the member app), or the pages the
 * member may post to (the Community Management app, which has no OpenID and no userinfo).
 */
export async function linkedInConnectable(
  rest: LinkedInRest,
  connection: LinkedInConnection,
): Promise<ConnectableAccount[]> {
  if (connection === 'personal') return [await member(rest)];
  const pages: ConnectableAccount[] = [];
  for (const urn of await administeredOrganizations(rest)) {
    const id = urn.split(':').pop() ?? '';
    const answer = await rest.http.request({
      url: `${rest.apiBase}/rest/organizations/${encodeURIComponent(id)}`,
      headers: rest.headers,
      bearer: rest.bearer,
    });
    const found = readAnswer(organization, answer.body, 'transient', 'page');
    pages.push({
      externalId: String(found.id),
      name: found.localizedName,
      type: 'page',
      avatar: null,
      url: found.vanityName ? `https://www.linkedin.com/company/${found.vanityName}` : null,
      pageId: String(found.id),
      metadata: { urn, vanityName: found.vanityName ?? null, connection: 'pages' },
    });
  }
  return pages;
}
