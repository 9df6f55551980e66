import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryModal } from '../../../components/ui/category-modal';
import { CategorySelect } from '../../../components/ui/category-select';
import { type CategoryView } from '../../../lib/categories-query';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CategoriesPanel } from './categories-panel';

const categories: CategoryView[] = [
  { _id: 'c1', title: 'Evergreen product tips for busy founders', count: 1000 },
  { _id: 'c2', title: 'Quotes', count: 999 },
];

function renderPanel(canManage: boolean) {
  const handlers = { onSelect: vi.fn(), onAdd: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
  const rendered = renderWithProviders(
    <CategoriesPanel
      categories={categories}
      total={1999}
      selectedId={null}
      canManage={canManage}
      {...handlers}
    />,
  );
  return { ...rendered, ...handlers };
}

describe('the categories list', { timeout: 30_000 }, () => {
  it('shows each category with its count, above 999 as 999+', () => {
    renderPanel(true);
    const counts = screen.getAllByTestId('category-count').map((badge) => badge.textContent);
    expect(counts).toEqual(['999+', '999+', '999']);
  });

  it('lets a role with the permission add a category', async () => {
    const { user, onAdd } = renderPanel(true);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('permission-warning')).toBeNull();
  });

  it('disables adding without the permission and warns with the tooltip', async () => {
    const { user, onAdd } = renderPanel(false);
    const add = screen.getByRole('button', { name: 'Add category' });
    expect(add).toBeDisabled();
    await user.hover(screen.getAllByTestId('permission-warning')[0] as HTMLElement);
    expect(await screen.findByText(messages.calendars.contactAdminTooltip)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('the category dropdown', { timeout: 30_000 }, () => {
  it('cuts titles at 20 characters and shows counts above 999 as 999+', async () => {
    const { user } = renderWithProviders(
      <CategorySelect categories={categories} value={null} onChange={() => {}} onAddCategory={() => {}} />,
    );
    await user.click(screen.getByPlaceholderText('Category'));
    const long = await screen.findByRole('option', { name: /Evergreen product ti/ });
    expect(within(long).getByText('Evergreen product ti')).toBeInTheDocument();
    expect(within(long).getByText('999+')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Quotes/ })).getByText('999')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '+ Add new category' })).toBeInTheDocument();
  });
});

describe('the category modal', { timeout: 30_000 }, () => {
  const renderModal = () =>
    renderWithProviders(
      <CategoryModal calendarId="cal-1" editing={null} categories={categories} onClose={() => {}} />,
    );

  it.each([
    ['   ', messages.categories.nameRequired],
    ['x'.repeat(50), messages.categories.nameTooLong],
    ['  quotes ', messages.categories.duplicate],
  ])('refuses %j with the spec message', async (name, message) => {
    const { calls } = mockApi({});
    const { user } = renderModal();
    await user.click(screen.getByLabelText('Category name'));
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the permission message of a 403', async () => {
    const { calls } = mockApi({
      'POST /api/categories': () => ({
        status: 403,
        body: errorBody('FORBIDDEN', messages.calendars.contactAdminTooltip),
      }),
    });
    const { user } = renderModal();
    await user.click(screen.getByLabelText('Category name'));
    await user.paste(' Recipes ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.calendars.contactAdminTooltip)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ calendarId: 'cal-1', title: 'Recipes' });
  });
});
