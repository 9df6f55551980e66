import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId } from '../support/test-network';

const timeZone = 'Pacific/Auckland';
let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

interface TopPost {
  postId: string;
  engagement: number | null;
  likes: number | null;
}

/** Publishes a post at once through the test network and waits until every target is published. */
async function publish(request: APIRequestContext, accountIds: string[], message: string) {
  const created = await request.post('/api/posts', {
    headers: auth(),
    data: {
      message,
      calendarId,
      accountIds,
      timing: { mode: 'now' },
      complianceEngineRules: { ignoreComplianceCheck: true },
      // As the user answering "Post it anyway?" for a post without a picture.
      confirmed: ['noMedia'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  await expect
    .poll(
      async () => {
        const post = (await (await request.get(`/api/posts/${_id}`, { headers: auth() })).json()) as {
          targets?: Array<{ state: string }>;
        };
        return JSON.stringify(post.targets?.map((target) => target.state) ?? []);
      },
      { timeout: 30_000 },
    )
    .toBe(JSON.stringify(accountIds.map(() => 'published')));
  return _id;
}

async function topPosts(request: APIRequestContext): Promise<TopPost[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const reply = await request.get(`/api/stats?calendarId=${calendarId}&from=${today}&to=${today}`, {
    headers: auth(),
  });
  return ((await reply.json()) as { topPosts: TopPost[] }).topPosts;
}

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
});

// Issue 21, "Tests": publish through the test network, advance metrics on the fake, see the chart
// and top posts change, export CSV.
test('shows published posts, their metrics as they grow, and exports the top posts', async ({
  page,
  request,
}) => {
  // Readings come 1, 3, 10 s and then every 15 s after publishing; a loaded machine needs over a minute.
  test.setTimeout(180_000);
  const accounts = await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
  const ids = accounts.map((account) => account._id);
  const launch = await publish(request, ids, '=1+1 Launch day: our spring roasts are here');
  const quiet = await publish(request, [ids[0]!], 'A quieter post about brewing at home');

  const fake = await fakeNetworkUrl(request, token, calendarId);
  const control = (command: string, args: unknown[]) =>
    request.post(`${fake}/__control/${command}`, { data: { args } });
  const { result: sent } = (await (await control('posts', [])).json()) as {
    result: Array<{ id: string; text: string }>;
  };
  const launched = sent.filter((post) => post.text.startsWith('=1+1 Launch day'));
  expect(launched).toHaveLength(2);
  for (const post of launched)
    await control('advanceMetrics', [{ likes: 12, reposts: 3, replies: 4, views: 300 }, post.id]);
  // The first reading comes a second after publication (METRICS_INTERVALS in the e2e server).
  await expect
    .poll(async () => (await topPosts(request)).find((post) => post.postId === launch)?.engagement ?? null, {
      timeout: 30_000,
    })
    .toBe(19);

  // From the avatar menu (spec: "Avatar menu: Settings, Analytics, ...").
  await page.goto(`/${calendarId}/calendar`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/${calendarId}/analytics$`));
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-published')).toHaveText('3');
  await expect(page.getByTestId('total-engagement')).toHaveText('38');
  // Today's bars: the launch on two accounts and the quiet post on one, stacked.
  await expect(
    page.getByRole('region', { name: 'Published per day' }).locator('.recharts-bar-rectangle path'),
  ).toHaveCount(1);
  const table = page.getByRole('table', { name: 'Top posts' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('=1+1 Launch day');
  await expect(table.getByRole('row').nth(1)).toContainText('12');
  await expect(table.getByRole('row').nth(3)).toContainText('A quieter post');
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(3);
  await saveScreenshot(page, 'analytics-published');

  // People keep liking the quiet post: the next reading moves it to the top.
  const quietOnNetwork = sent.find((post) => post.text.startsWith('A quieter post'))!;
  await control('advanceMetrics', [{ likes: 80, replies: 9 }, quietOnNetwork.id]);
  await expect
    .poll(async () => (await topPosts(request)).find((post) => post.postId === quiet)?.engagement ?? null, {
      timeout: 30_000,
    })
    .toBe(89);
  await page.locator('label', { hasText: '7 days' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('A quieter post');
  await expect(page.getByTestId('total-engagement')).toHaveText('127');
  await saveScreenshot(page, 'analytics-metrics-grew');

  // Sorted by date instead, then the CSV of the table as shown.
  await table.getByRole('button', { name: 'Date' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('A quieter post');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^top-posts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Post,Account,Network,Date,Likes,Reposts,Replies,Views,Engagement,Link');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain('A quieter post about brewing at home');
  // A cell a spreadsheet would run as a formula starts with an apostrophe.
  expect(lines[2]).toMatch(/^'=1\+1 Launch day/);

  // A row opens its post.
  await table.getByRole('button', { name: /A quieter post/ }).click();
  await expect(page).toHaveURL(new RegExp(`post=${quiet}`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await saveScreenshot(page, 'analytics-open-post');
});

// Issue 21, "Followers per account sampled daily where the API offers it".
test('shows each account’s followers, counted by the worker, and says which network keeps them', async ({
  page,
  request,
}) => {
  const fake = await fakeNetworkUrl(request, token, calendarId);
  const control = (command: string, args: unknown[]) =>
    request.post(`${fake}/__control/${command}`, { data: { args } });
  await control('setFollowers', [1250, 'p_1']);
  // The profile keeps its count to itself: the network answers 403 followers_not_shared.
  await control('setFollowers', [null, 'u_1']);
  const [profile, roastery] = await connectTestAccounts(request, token, calendarId, ['u_1', 'p_1']);

  // The worker counts a new account at its next round (FOLLOWERS_POLL_SECONDS is 1 in the e2e server).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const followersOf = async (accountId: string) => {
    const reply = await request.get(`/api/stats?calendarId=${calendarId}&from=${today}&to=${today}`, {
      headers: auth(),
    });
    const { followers } = (await reply.json()) as {
      followers: { byAccount: Array<{ accountId: string; state: string; followers: number | null }> };
    };
    const found = followers.byAccount.find((row) => row.accountId === accountId);
    return `${found?.state} ${found?.followers}`;
  };
  await expect.poll(() => followersOf(roastery!._id), { timeout: 30_000 }).toBe('available 1250');
  await expect.poll(() => followersOf(profile!._id), { timeout: 30_000 }).toBe('unsupported null');

  await page.goto(`/${calendarId}/analytics`);
  const table = page.getByRole('table', { name: 'Accounts' });
  // The figures of a fresh page load can take a while on a busy machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Test Page One')).toContainText('1,250');
  await expect(row('Test User')).toContainText('Not offered by this network');
  const chart = page.getByRole('region', { name: 'Followers over time' });
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  await expect(chart.getByText('Test Page One')).toBeVisible();
  await saveScreenshot(page, 'analytics-followers');

  // Put the fake network's counts back for the specs after this one.
  await control('setFollowers', [0, 'p_1']);
  await control('setFollowers', [0, 'u_1']);
});

test('says so when nothing was published yet', async ({ page }) => {
  await page.goto(`/${calendarId}/analytics`);
  await expect(page.getByText('Nothing was published in this range.')).toBeVisible();
  await expect(page.getByText('No published posts in this range.')).toBeVisible();
  await expect(page.getByTestId('total-published')).toHaveText('0');
  await expect(page.getByText('No accounts to show: connect one in Settings.')).toBeVisible();
  await expect(page.getByText('No follower counts in this range yet.')).toBeVisible();
  await page.locator('label', { hasText: 'Custom' }).click();
  await expect(page.getByRole('button', { name: 'Days' })).toBeVisible();
  await saveScreenshot(page, 'analytics-empty');
});
