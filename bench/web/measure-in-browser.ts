import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { probesScript } from './page-probes';

interface Probes {
  longTasks: { start: number; duration: number }[];
  events: { name: string; start: number; inputDelay: number; duration: number }[];
  gridCompleteAt: number | null;
  keyDelays: number[];
}

export interface BrowserFigures {
  transferred: { total: number; static: number; api: number };
  gridCompleteMs: number;
  monthToWeekMs: number;
  longestTaskSwitchingMs: number;
  longestTaskMs: number;
  keyDelays: number[];
  slowKeyEvents: number;
  longestKeyEventMs: number;
}

const probes = (page: Page) => page.evaluate(() => (globalThis as unknown as { probes: Probes }).probes);

/** The bytes each response took on the wire (CDP's encoded lengths), split into the app and the API. */
async function trackTransfer(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const done = { total: 0, static: 0, api: 0 };
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    done.total += event.encodedDataLength;
    // BENCH_VERBOSE=1 lists what the visit transferred, to see where its bytes go.
    if (process.env.BENCH_VERBOSE) console.error(`${event.encodedDataLength}\t${new URL(url).pathname}`);
    if (new URL(url).pathname.startsWith('/api/')) done.api += event.encodedDataLength;
    else done.static += event.encodedDataLength;
  });
  return done;
}

/** A cold first visit of the month, a switch to its week, and 280 keystrokes in the composer. */
export async function measureInBrowser(
  browser: Browser,
  input: {
    base: string;
    token: string;
    calendarId: string;
    month: string;
    posts: number;
    screenshots: string;
  },
): Promise<BrowserFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript({
    content: `localStorage.setItem('kairos.token', ${JSON.stringify(input.token)});
      localStorage.setItem('kairos.calendarId', ${JSON.stringify(input.calendarId)});`,
  });
  await context.addInitScript({ content: probesScript(input.posts) });
  const page = await context.newPage();
  const transfer = await trackTransfer(page);
  const calendarUrl = `${input.base}/${input.calendarId}/calendar?view=month&date=${input.month}`;
  await page.goto(calendarUrl);
  await page
    .waitForFunction(
      () => (globalThis as unknown as { probes: Probes }).probes.gridCompleteAt !== null,
      null,
      {
        timeout: 180_000,
        polling: 50,
      },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(input.screenshots, 'grid-not-complete.png'), fullPage: true });
      throw error;
    });
  const transferred = { ...transfer };
  const gridCompleteMs = (await probes(page)).gridCompleteAt ?? 0;
  await page.screenshot({
    path: path.join(input.screenshots, `month-${input.posts}-posts.png`),
    fullPage: true,
  });

  const switchStart = await page.evaluate(() => performance.now());
  await page.getByText('Week', { exact: true }).click();
  // A function, not a string: the app's CSP refuses eval.
  const weekShownAt = await page.waitForFunction(
    () => {
      const page = globalThis as unknown as { document: { querySelector(selector: string): unknown } };
      const chip = page.document.querySelector('[aria-label="Week"] [data-testid="calendar-post"]');
      return chip === null ? null : performance.now();
    },
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const monthToWeekMs = ((await weekShownAt.jsonValue()) as number) - switchStart;
  await page.waitForTimeout(500);
  const afterSwitch = await probes(page);
  const longestTaskSwitchingMs = Math.max(
    0,
    ...afterSwitch.longTasks.filter((task) => task.start >= switchStart).map((task) => task.duration),
  );
  await page.screenshot({ path: path.join(input.screenshots, `week-of-${input.posts}-posts.png`) });

  await page.goto(`${calendarUrl}&post=new`);
  const editor = page.getByLabel('What do you want to say?');
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.waitForTimeout(500);
  const typingStart = await page.evaluate(() => {
    const state = (globalThis as unknown as { probes: Probes }).probes;
    state.keyDelays = [];
    return performance.now();
  });
  const text = 'Fresh roast on Friday: a washed Ethiopian with notes of jasmine and peach. '
    .repeat(4)
    .slice(0, 280);
  await page.keyboard.type(text, { delay: 25 });
  await page.waitForTimeout(500);
  const typed = await probes(page);
  const keyEvents = typed.events.filter(
    (event) =>
      event.start >= typingStart &&
      ['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(event.name),
  );
  await page.screenshot({ path: path.join(input.screenshots, 'composer-after-typing.png') });
  await context.close();
  return {
    transferred,
    gridCompleteMs,
    monthToWeekMs,
    longestTaskSwitchingMs,
    longestTaskMs: Math.max(0, ...typed.longTasks.map((task) => task.duration)),
    keyDelays: typed.keyDelays,
    slowKeyEvents: keyEvents.length,
    longestKeyEventMs: Math.max(0, ...keyEvents.map((event) => event.duration)),
  };
}
