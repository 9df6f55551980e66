import { canEditContent, canManageCategories } from '@kairos/core';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhotoPlus, IconPlus, IconRss, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CategoryModal } from '../../../components/ui/category-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { PermissionTooltip } from '../../../components/ui/permission-tooltip';
import { categoriesQuery } from '../../../lib/categories-query';
import { useCurrentUser } from '../../../lib/current-user';
import { canSeeUpgradeProfile } from '../../../lib/subscription';
import { ImportContentButton } from '../../../components/content-import/import-content-button';
import { useLibraryPosts } from '../api/get-library-posts';
import { CategoriesPanel } from '../components/categories-panel';
import { DeleteCategoryModal } from '../components/delete-category-modal';
import { DeleteLibraryPostModal } from '../components/delete-library-post-modal';
import { LibraryPostModal } from '../components/library-post-modal';
import { LibraryPostsGrid } from '../components/library-posts-grid';
import classes from '../components/library.module.css';
import { useLibraryDialogs } from '../model/use-library-dialogs';

const ManageFeedsModal = lazy(() => import('../components/manage-feeds-modal'));
const BulkImagesModal = lazy(() => import('../components/bulk-images-modal'));

/** /{calendarId}/library: categories on the left, their reusable posts on the right. */
export function LibraryRoute() {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = searchParams.get('category');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const categories = useQuery(categoriesQuery(calendarId)).data ?? [];
  const posts = useLibraryPosts({ calendarId, categoryId, search: debouncedSearch });
  const all = useLibraryPosts({ calendarId, categoryId: null, search: '' });
  const { dialog, open, close } = useLibraryDialogs(location.hash);
  const canManage = canManageCategories(user);
  const canEdit = canEditContent(user);
  const upgradeHref = canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null;

  const selectCategory = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('category');
      else next.set('category', id);
      return next;
    });
  const selected = categories.find((category) => category._id === categoryId);

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title="Library"
          description="Reusable content, organised in categories. Campaigns post from here."
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRss size={16} />}
            onClick={() => open({ kind: 'feeds' })}
          >
            Manage RSS
          </Button>
          <PermissionTooltip allowed={canEdit}>
            <Button
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              disabled={!canEdit}
              onClick={() => open({ kind: 'bulk-images' })}
            >
              Bulk images
            </Button>
          </PermissionTooltip>
          <ImportContentButton calendarId={calendarId} canEdit={canEdit} />
          <PermissionTooltip allowed={canEdit}>
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!canEdit}
              onClick={() => open({ kind: 'post', post: null })}
            >
              Add to Library
            </Button>
          </PermissionTooltip>
        </Group>
      </Group>
      <div className={classes.layout}>
        <CategoriesPanel
          categories={categories}
          total={all.total ?? 0}
          selectedId={categoryId}
          canManage={canManage}
          onSelect={selectCategory}
          onAdd={() => open({ kind: 'add-category' })}
          onRename={(category) => open({ kind: 'rename-category', category })}
          onDelete={(category) => open({ kind: 'delete-category', category })}
        />
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {selected?.title ?? 'All content'}
              <Text span c="dimmed" fw={500} size="sm" ml="xs">
                {posts.total === undefined ? '' : `${posts.total} ${posts.total === 1 ? 'post' : 'posts'}`}
              </Text>
            </Text>
            <TextInput
              aria-label="Search the library"
              placeholder="Search the library"
              leftSection={<IconSearch size={16} />}
              w={320}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Group>
          <LibraryPostsGrid
            posts={posts.posts}
            hasMore={posts.hasMore}
            loadingMore={posts.loadingMore}
            onLoadMore={posts.loadMore}
            categories={categories}
            searching={debouncedSearch.trim() !== '' || categoryId !== null}
            canEdit={canEdit}
            onAdd={() => open({ kind: 'post', post: null })}
            onEdit={(post) => open({ kind: 'post', post })}
            onDelete={(post) => open({ kind: 'delete-post', post })}
          />
        </Stack>
      </div>
      {(dialog?.kind === 'add-category' || dialog?.kind === 'rename-category') && (
        <CategoryModal
          calendarId={calendarId}
          editing={dialog.kind === 'rename-category' ? dialog.category : null}
          categories={categories}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete-category' && (
        <DeleteCategoryModal
          calendarId={calendarId}
          category={dialog.category}
          onClose={close}
          onDeleted={(category) => {
            close();
            if (category._id === categoryId) selectCategory(null);
          }}
        />
      )}
      {dialog?.kind === 'post' && (
        <LibraryPostModal
          calendarId={calendarId}
          post={dialog.post}
          categoryId={categoryId}
          upgradeHref={upgradeHref}
          canAddCategory={canManage}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete-post' && (
        <DeleteLibraryPostModal calendarId={calendarId} post={dialog.post} onClose={close} />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'feeds' && (
          <ManageFeedsModal
            calendarId={calendarId}
            categoryId={categoryId}
            canEdit={canEdit}
            onClose={close}
          />
        )}
        {dialog?.kind === 'bulk-images' && (
          <BulkImagesModal calendarId={calendarId} categoryId={categoryId} onClose={close} onDone={close} />
        )}
      </Suspense>
    </Stack>
  );
}
