import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';

// The composer's own words (spec: "Closing with unsaved changes asks for confirmation").
const discardTitle = 'Discard changes?';

function renderComposer() {
  const onClose = vi.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, testUser());
  const rendered = renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={emptyComposerValues()}
      accounts={[testAccount({ _id: '00000000-0000-4000-8000-0000000000a1', name: 'Kairos test' })]}
      onClose={onClose}
      onSaved={() => {}}
    />,
    { queryClient },
  );
  const editor = screen.getByLabelText('What do you want to say?');
  return { ...rendered, onClose, editor };
}

// The whole composer renders on each step: slow on a busy machine, not a timed check.
describe('Escape in the composer', { timeout: 30_000 }, () => {
  it('closes an untouched composer without asking', async () => {
    const { user, onClose, editor } = renderComposer();
    await user.click(editor);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(discardTitle)).not.toBeInTheDocument();
  });

  it(`asks '${discardTitle}' when Escape comes before the typed text has rendered`, async () => {
    const { onClose, editor } = renderComposer();
    // One act: the keystroke and the Escape reach the page before React renders either, as when
    // Escape follows typing at once and the text is still in its transition.
    act(() => {
      fireEvent.change(editor, { target: { value: 'Hello' } });
      fireEvent.keyDown(editor, { key: 'Escape' });
    });
    expect(await screen.findByText(discardTitle)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it(`asks '${discardTitle}' from the schedule date field, once its picker is closed`, async () => {
    const { user, onClose, editor } = renderComposer();
    await user.click(editor);
    await user.paste('Hello');
    await user.click(screen.getByRole('radio', { name: 'Schedule Post' }));
    // The day picker opens over the composer: the first Escape is the picker's, from inside it...
    const composer = screen.getByRole('dialog', { name: 'Create New Post' });
    const picker = () => screen.getAllByRole('dialog').find((dialog) => dialog !== composer) ?? null;
    within(picker()!).getAllByRole('button', { name: /\d/ })[0]!.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(picker()).toBeNull());
    expect(screen.queryByText(discardTitle)).not.toBeInTheDocument();
    // ...or from the field itself.
    const dateField = screen.getByRole('button', { name: 'Schedule date' });
    await user.click(dateField);
    expect(picker()).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(picker()).toBeNull());
    expect(screen.queryByText(discardTitle)).not.toBeInTheDocument();
    dateField.focus();
    await user.keyboard('{Escape}');
    expect(await screen.findByText(discardTitle)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it(`asks '${discardTitle}' from the hour dropdown, after its list closes`, async () => {
    const { user, onClose, editor } = renderComposer();
    await user.click(editor);
    await user.paste('Hello');
    await user.click(screen.getByRole('radio', { name: 'Schedule Post' }));
    await user.click(screen.getByRole('combobox', { name: 'Select hour' }));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    // The open list takes the first Escape (Mantine marks its input), the composer the next.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(screen.queryByText(discardTitle)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText(discardTitle)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it(`takes Escape in '${discardTitle}' as "Keep editing", without asking again`, async () => {
    const { user, onClose, editor } = renderComposer();
    await user.click(editor);
    await user.paste('Hello');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(discardTitle)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(discardTitle)).not.toBeInTheDocument());
    expect(screen.getByLabelText('What do you want to say?')).toHaveValue('Hello');
    expect(onClose).not.toHaveBeenCalled();
  });
});
