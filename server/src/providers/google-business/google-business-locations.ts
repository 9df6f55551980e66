import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { ConnectableAccount } from '../provider';
import { timeZoneOfAddress } from './location-time-zone';
import { readAnswer } from '../read-answer';

export interface GoogleBusinessBases {
  /** https://mybusinessaccountmanagement.googleapis.com/v1: the accounts the user manages. */
  accountsBase: string;
  /** https://mybusinessbusinessinformation.googleapis.com/v1: their locations. */
  informationBase: string;
  /** https://mybusiness.googleapis.com/v4: localPosts. */
  postsBase: string;
}

const accountList = z.object({
  accounts: z.array(z.object({ name: z.string(), accountName: z.string().nullish() })).default([]),
  nextPageToken: z.string().nullish(),
});

const address = z.object({
  addressLines: z.array(z.string()).default([]),
  locality: z.string().default(''),
  administrativeArea: z.string().default(''),
  postalCode: z.string().default(''),
  regionCode: z.string().nullish(),
});

const locationList = z.object({
  locations: z
    .array(
      z.object({
        name: z.string(),
        title: z.string(),
        storefrontAddress: address.nullish(),
        metadata: z
          .object({
            mapsUri: z.string().nullish(),
            placeId: z.string().nullish(),
            canOperateLocalPost: z.boolean().nullish(),
          })
          .nullish(),
      }),
    )
    .default([]),
  nextPageToken: z.string().nullish(),
});
type Location = z.infer<typeof locationList>['locations'][number];

/** The fields asked of each location: Business Information refuses a list without a readMask. */
export const locationReadMask = 'name,title,storefrontAddress,metadata';

async function allPages<T extends { nextPageToken?: string | null }>(
  fetchPage: (pageToken: string | undefined) => Promise<T>,
): Promise<T[]> {
  const pages: T[] = [];
  let pageToken: string | undefined;
  do {
    const page = await fetchPage(pageToken);
    pages.push(page);
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken && pages.length < 50);
  return pages;
}

function locationAccount(
  location: Location,
  account: z.infer<typeof accountList>['accounts'][number],
): ConnectableAccount {
  const storefront = location.storefrontAddress;
  return {
    externalId: location.name,
    name: location.title,
    type: 'page',
    avatar: null,
    url: location.metadata?.mapsUri ?? null,
    pageId: account.name,
    metadata: {
      accountName: account.name,
      accountDisplayName: account.accountName ?? null,
      locationName: location.name,
      placeId: location.metadata?.placeId ?? null,
      // Events' and offers' times are the location's local time (local-post.ts).
      timeZone: timeZoneOfAddress(storefront),
    },
    // A service-area business shows no storefront address.
    ...(storefront
      ? {
          address: {
            addressLines: storefront.addressLines,
            locality: storefront.locality,
            administrativeArea: storefront.administrativeArea,
            postalCode: storefront.postalCode,
          },
        }
      : {}),
  };
}

/**
 * Every location the user manages: the accounts (personal and location groups) from Account
 * Management, then each one's locations from Business Information. A location shared through two
 * groups is offered once; one that cannot hold posts (canOperateLocalPost false: unverified,
 * suspended, or a kind Google keeps posts from) is not offered.
 */
export async function listLocations(
  http: HttpClient,
  bases: GoogleBusinessBases,
  bearer: string,
): Promise<ConnectableAccount[]> {
  const accountPages = await allPages(async (pageToken) => {
    const answer = await http.request({
      url: `${bases.accountsBase}/accounts`,
      query: { pageSize: 20, pageToken },
      bearer,
    });
    return readAnswer(accountList, answer.body, 'transient', 'account list');
  });
  const offered = new Map<string, ConnectableAccount>();
  for (const account of accountPages.flatMap((page) => page.accounts)) {
    const pages = await allPages(async (pageToken) => {
      const answer = await http.request({
        url: `${bases.informationBase}/${account.name}/locations`,
        query: { readMask: locationReadMask, pageSize: 100, pageToken },
        bearer,
      });
      return readAnswer(locationList, answer.body, 'transient', 'location list');
    });
    for (const location of pages.flatMap((page) => page.locations)) {
      if (location.metadata?.canOperateLocalPost === false || offered.has(location.name)) continue;
      offered.set(location.name, locationAccount(location, account));
    }
  }
  return [...offered.values()];
}
