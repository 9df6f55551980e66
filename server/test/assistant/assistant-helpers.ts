import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { teams, users } from '../../src/db/schema';
import type { TestServer } from '../harness';

/** Puts the user's team on a plan (null: no subscription at all). */
export async function setPlan(server: TestServer, userId: string, plan: string | null) {
  const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
  await server.database.db
    .update(teams)
    .set({
      subscriptionPlan: plan,
      subscriptionPeriod: plan ? 'year' : null,
      subscriptionExpiresAt: plan ? new Date('2099-01-01') : null,
    })
    .where(eq(teams.id, user!.teamId));
}

/** A local web server of test pages: path → HTML, or the word 'hang' (never answers). */
export async function startPages(pages: Record<string, string>) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page === 'hang') return;
    if (page === undefined) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: (path: string) => `http://pages.test:${address.port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The pages resolve to loopback, which the server may reach in these tests only. */
export const pagesFetchOptions = {
  resolve: async (host: string) => (host === 'pages.test' ? ['127.0.0.1'] : ['10.0.0.7']),
  allowAddress: (address: string) => address === '127.0.0.1',
  timeoutMs: 1_000,
};

export function articlePage(title: string, body: string, keywords = ''): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n');
  return `<!doctype html><html><head><title>${title} | Riverton Daily</title>
<meta name="description" content="The council voted for protected bike lanes across downtown.">
${keywords ? `<meta name="keywords" content="${keywords}">` : ''}
</head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>${title}</h1>${paragraphs}</article><footer>© Riverton Daily</footer></body></html>`;
}
