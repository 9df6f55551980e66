import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { ConnectableAccount } from '../provider';
import { readAnswer } from '../read-answer';

const userAnswer = z.object({ username: z.string(), profile_image: z.string().nullish() });
const boardsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      privacy: z.string().nullish(),
      media: z.object({ image_cover_url: z.string().nullish() }).nullish(),
    }),
  ),
  bookmark: z.string().nullish(),
});

/** The board's address as Pinterest builds it from the name. */
const boardSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** "Pinterest boards as accounts": every board of the user, page by page through the bookmark. */
export async function listPinterestBoards(
  http: HttpClient,
  apiBase: string,
  bearer: string,
): Promise<ConnectableAccount[]> {
  const me = readAnswer(
    userAnswer,
    (await http.request({ url: `${apiBase}/v5/user_account`, bearer })).body,
    'transient',
    'profile',
  );
  const boards: ConnectableAccount[] = [];
  let bookmark: string | null | undefined;
  do {
    const answer = await http.request({
      url: `${apiBase}/v5/boards`,
      query: { page_size: 100, bookmark },
      bearer,
    });
    const page = readAnswer(boardsAnswer, answer.body, 'transient', 'board list');
    for (const board of page.items)
      boards.push({
        externalId: board.id,
        name: board.name,
        type: 'board',
        avatar: board.media?.image_cover_url ?? me.profile_image ?? null,
        url: `https://www.pinterest.com/${me.username}/${boardSlug(board.name)}/`,
        metadata: { pinterestId: board.id, username: me.username, privacy: board.privacy ?? null },
      });
    bookmark = page.bookmark;
  } while (bookmark);
  return boards;
}
