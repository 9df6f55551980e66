import type { FakeAnswer, FakeHttpRequest } from '../fake-http';

export interface FakeLocation {
  name: string;
  accountNames: string[];
  title: string;
  storefrontAddress: Record<string, unknown> | null;
  placeId: string;
  canOperateLocalPost: boolean;
}

export const fakeBusinessAccounts = [
  { name: 'accounts/1000', accountName: 'Ana Torres', type: 'PERSONAL', role: 'PRIMARY_OWNER' },
  { name: 'accounts/2000', accountName: 'Kairos Coffee Group', type: 'LOCATION_GROUP', role: 'OWNER' },
];

const storefront = (
  addressLines: string[],
  locality: string,
  administrativeArea: string,
  postalCode: string,
) => ({
  regionCode: 'US',
  languageCode: 'en',
  postalCode,
  administrativeArea,
  locality,
  addressLines,
});

/** Two cafés (one shared by both accounts), a service-area bakery, and a listing that cannot post. */
export const fakeLocations = (): FakeLocation[] => [
  {
    name: 'locations/11100000000000000001',
    accountNames: ['accounts/1000', 'accounts/2000'],
    title: 'Kairos Coffee Downtown',
    storefrontAddress: storefront(['500 Market St', 'Suite 2'], 'San Francisco', 'CA', '94105'),
    placeId: 'ChIJkairosDowntown',
    canOperateLocalPost: true,
  },
  {
    name: 'locations/11100000000000000002',
    accountNames: ['accounts/1000'],
    title: 'Kairos Bakery Delivery',
    storefrontAddress: null,
    placeId: 'ChIJkairosBakery',
    canOperateLocalPost: true,
  },
  {
    name: 'locations/11100000000000000003',
    accountNames: ['accounts/1000'],
    title: 'Kairos Pop-up (unverified)',
    storefrontAddress: storefront(['1 Ferry Building'], 'San Francisco', 'CA', '94111'),
    placeId: 'ChIJkairosPopup',
    canOperateLocalPost: false,
  },
  {
    name: 'locations/22200000000000000001',
    accountNames: ['accounts/2000'],
    title: 'Kairos Coffee Mission',
    storefrontAddress: storefront(['2100 Mission St'], 'San Francisco', 'CA', '94110'),
    placeId: 'ChIJkairosMission',
    canOperateLocalPost: true,
  },
];

export const invalidArgument = (message: string, field?: string): FakeAnswer => ({
  status: 400,
  json: {
    error: {
      code: 400,
      message: 'Request contains an invalid argument.',
      status: 'INVALID_ARGUMENT',
      ...(field
        ? {
            details: [
              {
                '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
                errorDetails: [{ code: 3, field, message }],
              },
            ],
          }
        : {}),
    },
  },
});

/** Pages of `size` by an opaque token (the offset), as Google's list methods do. */
function page<T>(items: T[], request: FakeHttpRequest, defaultSize: number) {
  const size = Number(request.query.get('pageSize') ?? defaultSize) || defaultSize;
  const offset = Number(Buffer.from(request.query.get('pageToken') ?? '', 'base64url').toString() || 0);
  const next =
    offset + size < items.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
  return { items: items.slice(offset, offset + size), ...(next ? { nextPageToken: next } : {}) };
}

/** GET /v1/accounts (Account Management). */
export function listAccounts(request: FakeHttpRequest, pageSize: number): FakeAnswer {
  const { items, nextPageToken } = page(fakeBusinessAccounts, request, pageSize);
  return { status: 200, json: { accounts: items, ...(nextPageToken ? { nextPageToken } : {}) } };
}

/** GET /v1/accounts/{a}/locations (Business Information): only the fields the readMask names. */
export function listLocations(
  locations: FakeLocation[],
  account: string,
  request: FakeHttpRequest,
): FakeAnswer {
  const mask = request.query.get('readMask');
  if (!mask) return invalidArgument('read_mask is required', 'read_mask');
  const fields = new Set(mask.split(','));
  const all = locations.filter((location) => location.accountNames.includes(account));
  const { items, nextPageToken } = page(all, request, 10);
  const shown = items.map((location) => {
    const full: Record<string, unknown> = {
      name: location.name,
      title: location.title,
      ...(location.storefrontAddress ? { storefrontAddress: location.storefrontAddress } : {}),
      metadata: {
        mapsUri: `https://maps.google.com/maps?cid=${location.placeId}`,
        placeId: location.placeId,
        canOperateLocalPost: location.canOperateLocalPost,
        hasVoiceOfMerchant: location.canOperateLocalPost,
      },
    };
    return Object.fromEntries(Object.entries(full).filter(([key]) => fields.has(key)));
  });
  return { status: 200, json: { locations: shown, ...(nextPageToken ? { nextPageToken } : {}) } };
}
