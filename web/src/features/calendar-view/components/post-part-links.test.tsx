import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { PostPartLinks } from './post-part-links';

const target = (socialMedia: string, parts: number) => ({
  _id: `t-${socialMedia}`,
  accountId: `a-${socialMedia}`,
  socialMedia,
  state: 'published' as const,
  dueAt: null,
  sentAt: null,
  externalId: 'p0',
  externalUrl: 'https://network.example/p0',
  error: null,
  attempts: 1,
  parts: Array.from({ length: parts }, (_, index) => ({
    externalId: `p${index}`,
    url: `https://network.example/p${index}`,
  })),
});

// Issue 16: where each part of a thread and its first comment went.
describe('the links to the parts of a post', () => {
  it('names the post, each reply and the comment, per account', () => {
    renderWithProviders(
      <PostPartLinks
        post={testPost({
          _id: 'p1',
          thread: [
            { message: 'Two', images: [] },
            { message: 'Three', images: [] },
          ],
          firstComment: 'Below',
          targets: [target('testNetwork', 4), target('facebook', 2), target('twitter', 1)],
        })}
      />,
    );
    const [network, facebook] = screen.getAllByTestId('post-part-links');
    expect(
      within(network!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Post', 'Reply 1', 'Reply 2', 'Comment']);
    expect(
      within(facebook!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Post', 'Comment']);
    expect(within(facebook!).getByRole('link', { name: 'Comment' })).toHaveAttribute(
      'href',
      'https://network.example/p1',
    );
    // A post of one part has nothing more to show.
    expect(screen.getAllByTestId('post-part-links')).toHaveLength(2);
  });
});
