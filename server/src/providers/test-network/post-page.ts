import type { FakeAnswer } from './answers';
import type { FakeComment, FakePost } from './posts';
import type { FakeState } from './state';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function article(post: FakePost, label: string): string {
  const media = post.mediaUrls
    .map((url, index) => {
      const alt = post.mediaAltTexts[index] ?? '';
      return `<figure><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="160"><figcaption>${
        alt ? `Alt text: ${escapeHtml(alt)}` : 'No alt text'
      }</figcaption></figure>`;
    })
    .join('');
  return `<article data-post-id="${post.id}" aria-label="${escapeHtml(label)}"><h2>${escapeHtml(label)}</h2><p>${escapeHtml(post.text)}</p>${media}</article>`;
}

function comment(found: FakeComment): string {
  return `<li id="${found.id}" data-comment-id="${found.id}">${escapeHtml(found.text)}</li>`;
}

/**
 * GET /posts/{id}: the post as the test network shows it, with its thread (each reply under the one
 * it answers) and its comments, so a person (or the e2e) sees what arrived, each part once.
 */
export function postPage(state: FakeState, id: string): FakeAnswer {
  const post = state.posts.get(id);
  if (!post) return { status: 404, text: 'No such post', headers: { 'content-type': 'text/plain' } };
  const all = state.posts.list();
  const thread = [post];
  for (let last = post; ;) {
    const replies = all.filter((candidate) => candidate.replyToId === last.id);
    const [next] = replies;
    if (!next) break;
    thread.push(...replies);
    last = next;
  }
  const comments = state.posts.comments().filter((found) => found.postId === post.id);
  const parts = thread.map((part, index) => article(part, `Part ${index + 1} of ${thread.length}`)).join('');
  const text = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test Network post ${post.id}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:640px;margin:32px auto;color:#1f2937}article{border:1px solid #d1d5db;border-radius:12px;padding:12px 16px;margin:12px 0}h1{font-size:20px}h2{font-size:13px;color:#6b7280;margin:0}figure{display:inline-block;margin:4px 8px 0 0;font-size:12px;color:#6b7280}ul{padding-left:20px}</style>
</head><body><h1>Test Network</h1><section aria-label="Thread">${parts}</section>
<section aria-label="Comments"><h2>Comments (${comments.length})</h2><ul>${comments.map(comment).join('')}</ul></section></body></html>`;
  return { status: 200, text, headers: { 'content-type': 'text/html; charset=utf-8' } };
}
