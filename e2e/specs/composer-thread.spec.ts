import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId, servePictures } from '../support/test-network';

const altText = 'Three bags of coffee beans on a wooden shelf';
const replyAlt = 'A latte with a leaf drawn in the foam';
const parts = [
  'Our spring roasts are in. A thread on what is new.',
  'Two: a washed Ethiopian, bright and floral.',
  'Three: a natural Brazilian for the espresso fans.',
];
const firstComment = 'Order yours at https://kairos.coffee/spring';
/** A 1x1 PNG: what a person uploads as the second part's picture. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const timeZone = 'America/New_York';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
  await connectTestAccounts(request, token, calendarId, ['p_1']);
  await servePictures(page);
});

const composer = (page: Page, name = 'Create New Post') => page.getByRole('dialog', { name });

interface SentPost {
  id: string;
  idempotencyKey: string | null;
  text: string;
  replyToId: string | null;
  mediaUrls: string[];
  mediaAltTexts: (string | null)[];
  url: string;
}

interface SentComment {
  text: string;
  postId: string;
  idempotencyKey: string | null;
}

// Issue 16, "Tests": "compose a three-part thread with alt text on an image and a first comment,
// publish it through the test network, see each part once".
test('composes a three-part thread with alt text and a first comment, and publishes each part once', async ({
  page,
  request,
}) => {
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  const editor = composer(page);
  await editor.getByLabel('What do you want to say?').fill(parts[0]!);
  await editor.getByLabel('Image URL').fill('https://images.kairos-e2e.test/roasts');
  await editor.getByRole('button', { name: 'Add image' }).click();
  await editor.getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await editor.getByRole('button', { name: 'Select account(s)' }).click();

  // Part 1's image, described.
  await editor.getByTestId('media-tile').getByRole('button', { name: 'Alt text' }).click();
  const altDialog = page.getByRole('dialog', { name: 'Alt text' });
  await altDialog.getByLabel('Alt text').fill(altText);
  await altDialog.getByRole('button', { name: 'ADD' }).click();
  await expect(altDialog).toBeHidden();

  // Parts 2 and 3; part 2 with a picture of its own, described too.
  await expect(editor.getByTestId('thread-section')).toContainText(
    'later parts go out as replies on Test Network',
  );
  await editor.getByRole('button', { name: 'Add to thread' }).click();
  await editor.getByRole('button', { name: 'Add to thread' }).click();
  await editor.getByLabel('Part 2 of the thread').fill(parts[1]!);
  await editor.getByLabel('Part 3 of the thread').fill(parts[2]!);
  const second = editor.getByTestId('thread-reply').first();
  await second
    .locator('input[type="file"]')
    .setInputFiles({ name: 'latte.png', mimeType: 'image/png', buffer: png });
  const picture = second.getByRole('img', { name: 'Part 2 image 1' });
  await expect(picture).toHaveAttribute('src', /\/api\/media\/files\//);
  await second.getByRole('button', { name: 'Alt text of Part 2 image 1' }).click();
  await altDialog.getByLabel('Alt text').fill(replyAlt);
  await altDialog.getByRole('button', { name: 'ADD' }).click();
  await expect(second.getByText('ALT', { exact: true })).toBeVisible();
  await expect(second.getByTestId('character-counter-testNetwork')).toHaveText(
    `Test Network: ${parts[1]!.length} / 1000`,
  );

  await editor.getByLabel('First comment').fill(firstComment);
  await expect(editor.getByTestId('comment-counter-testNetwork')).toHaveText(
    `Test Network: ${firstComment.length} / 1000`,
  );
  const scrollTo = (testId: string, block: ScrollLogicalPosition) =>
    editor.getByTestId(testId).evaluate((element, where) => element.scrollIntoView({ block: where }), block);
  await scrollTo('media-tile', 'center');
  await saveScreenshot(page, 'composer-thread-part-one');
  await scrollTo('first-comment', 'center');
  await saveScreenshot(page, 'composer-thread-and-first-comment');

  const fake = await fakeNetworkUrl(request, token, calendarId);
  await editor.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );

  // The post as Kairos shows it, and its target: each part's idempotency key is built from its id.
  const {
    items: [post],
  } = (await (await request.get(`/api/posts?calendarId=${calendarId}`, { headers: auth() })).json()) as {
    items: { _id: string; targets: { _id: string }[] }[];
  };
  const targetId = post!.targets[0]!._id;
  const keys = [targetId, `${targetId}:1`, `${targetId}:2`];
  const control = async <T>(command: string) =>
    (
      (await (await request.post(`${fake}/__control/${command}`, { data: { args: [] } })).json()) as {
        result: T;
      }
    ).result;

  // On the network: each part once, each answering the one before, and the comment under the first.
  await expect
    .poll(
      async () =>
        (await control<SentComment[]>('comments')).filter((c) => c.idempotencyKey === `${targetId}:comment`)
          .length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const sent = (await control<SentPost[]>('posts')).filter((sentPost) =>
    keys.includes(sentPost.idempotencyKey ?? ''),
  );
  expect(sent.map((sentPost) => sentPost.text)).toEqual(parts);
  expect(sent.map((sentPost) => sentPost.replyToId)).toEqual([null, sent[0]!.id, sent[1]!.id]);
  expect(sent[0]!.mediaAltTexts).toEqual([altText]);
  expect(sent[1]!.mediaAltTexts).toEqual([replyAlt]);
  // The second part's picture, as the network fetches it from the link it was given.
  const fetched = await request.get(sent[1]!.mediaUrls[0]!);
  expect(fetched.headers()['content-type']).toBe('image/png');
  const [comment] = (await control<SentComment[]>('comments')).filter(
    (c) => c.idempotencyKey === `${targetId}:comment`,
  );
  expect(comment).toMatchObject({ text: firstComment, postId: sent[0]!.id });
  const stats = await control<{
    requestsByKey: Record<string, number>;
    commentsByKey: Record<string, number>;
  }>('stats');
  expect(keys.map((key) => stats.requestsByKey[key])).toEqual([1, 1, 1]);
  expect(stats.commentsByKey[`${targetId}:comment`]).toBe(1);

  // The post as the test network shows it: three parts and one comment.
  const view = (await (await request.get(`/api/posts/${post!._id}`, { headers: auth() })).json()) as {
    targets: { state: string; externalUrl: string; parts: { url: string }[] }[];
  };
  expect(view.targets.map((target) => [target.state, target.parts.length])).toEqual([['published', 4]]);
  await page.goto(view.targets[0]!.externalUrl);
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const [index, text] of parts.entries()) {
    const article = page.getByRole('article', { name: `Part ${index + 1} of 3` });
    await expect(article).toHaveCount(1);
    await expect(article).toContainText(text);
  }
  await expect(
    page.getByRole('article', { name: 'Part 1 of 3' }).getByText(`Alt text: ${altText}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('listitem')).toHaveText([
    firstComment,
  ]);
  await saveScreenshot(page, 'test-network-thread-published');

  // Opened again, the post has its thread and its comment.
  await page.goto(`/${calendarId}/calendar?view=month&date=${today()}`);
  const chip = page.locator(`[data-testid="calendar-post"][data-post-id="${post!._id}"]`);
  // Its hover card links each part where it went.
  await chip.hover();
  const links = page.getByTestId('post-part-links');
  await expect(links.getByRole('link')).toHaveText(['Post', 'Reply 1', 'Reply 2', 'Comment']);
  await expect(links.getByRole('link', { name: 'Reply 2' })).toHaveAttribute(
    'href',
    view.targets[0]!.parts[2]!.url,
  );
  await saveScreenshot(page, 'calendar-thread-preview');
  await chip.click();
  const reopened = composer(page, 'Edit Post');
  await expect(reopened.getByLabel('Part 2 of the thread')).toHaveValue(parts[1]!);
  await expect(reopened.getByLabel('Part 3 of the thread')).toHaveValue(parts[2]!);
  await expect(reopened.getByLabel('First comment')).toHaveValue(firstComment);
  await reopened.getByTestId('thread-section').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'composer-thread-on-edit');
});
