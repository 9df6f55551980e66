import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { HashtagSuggestions } from './hashtag-suggestions';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const imageId = '00000000-0000-4000-8000-000000000001';

function Picker({ text, imageMediaIds = [] }: { text: string; imageMediaIds?: string[] }) {
  const [hashtags, setHashtags] = useState<string[]>([]);
  return (
    <>
      <p data-testid="chosen">{hashtags.join(' ')}</p>
      <HashtagSuggestions
        calendarId={calendarId}
        text={text}
        imageMediaIds={imageMediaIds}
        chosen={hashtags}
        onAdd={(tag) => setHashtags((current) => [...current, tag])}
      />
    </>
  );
}

const heading = 'Hashtags (Please Click or Tap Hashtags Below to Add to Your Post)';

describe('hashtag suggestions', () => {
  it("says 'No Hashtags' and asks nothing before anything is written", () => {
    const api = mockApi({});
    renderWithProviders(<Picker text="" />);
    expect(screen.getByText(heading)).toBeVisible();
    expect(screen.getByTestId('hashtag-suggestions')).toHaveTextContent('No Hashtags');
    expect(api.calls).toHaveLength(0);
  });

  it('suggests tags for the text; a click adds one to the post, once', async () => {
    const api = mockApi({
      'POST /api/assistant/hashtags': () => ({
        body: { hashtags: ['coldbrew', 'coffee', 'summer'], urlHashtags: [], imageHashtags: [] },
      }),
    });
    const { user } = renderWithProviders(<Picker text="Our cold brew is back for summer" />);
    const list = await screen.findByTestId('hashtag-suggestions');
    await within(list).findByText('#coldbrew');
    expect(api.calls[0]?.body).toEqual({ calendarId, text: 'Our cold brew is back for summer' });
    await user.click(within(list).getByText('#coldbrew'));
    await user.click(within(list).getByText('#summer'));
    await user.click(within(list).getByText('#coldbrew'));
    expect(screen.getByTestId('chosen')).toHaveTextContent('#coldbrew #summer');
    expect(within(list).getByRole('checkbox', { name: '#coldbrew' })).toBeChecked();
  });

  it("shows the link's and the images' tags in their own lists, at most 12 each", async () => {
    const many = Array.from({ length: 15 }, (_, i) => `tag${i}`);
    const api = mockApi({
      'POST /api/assistant/hashtags': () => ({
        body: { hashtags: ['coffee'], urlHashtags: many, imageHashtags: [] },
      }),
    });
    renderWithProviders(<Picker text="New post https://blog.example.com/beans" imageMediaIds={[imageId]} />);
    const url = await screen.findByTestId('url-hashtags');
    expect(within(url).getByText('URL Related')).toBeVisible();
    expect(within(url).getAllByRole('checkbox')).toHaveLength(12);
    const images = screen.getByTestId('image-hashtags');
    expect(within(images).getByText('Images Related Hashtags')).toBeVisible();
    expect(images).toHaveTextContent('No Hashtags');
    expect(api.calls[0]?.body).toEqual({
      calendarId,
      text: 'New post https://blog.example.com/beans',
      mediaIds: [imageId],
    });
  });

  it('says when suggestions are unavailable', async () => {
    mockApi({
      'POST /api/assistant/hashtags': () => ({
        status: 500,
        body: errorBody('INTERNAL', 'Something went wrong'),
      }),
    });
    renderWithProviders(<Picker text="Coffee" />);
    expect(await screen.findByTestId('hashtags-error')).toHaveTextContent(
      'Hashtag suggestions unavailable: Something went wrong',
    );
  });
});
