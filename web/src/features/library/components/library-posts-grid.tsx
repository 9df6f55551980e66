import { type LibraryPostView } from '@kairos/core';
import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { type CategoryView } from '../../../lib/categories-query';
import { LibraryPostCard } from './library-post-card';
import classes from './library.module.css';
import { VirtualList } from '../../../components/ui/virtual-list';

/** The grid's columns (the viewport is fixed at 1440 wide with a calendar open). */
const columns = 3;

interface LibraryPostsGridProps {
  posts: readonly LibraryPostView[] | undefined;
  /** More posts than loaded: the next page loads as the end of the grid comes into view. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => unknown;
  categories: readonly CategoryView[];
  searching: boolean;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (post: LibraryPostView) => void;
  onDelete: (post: LibraryPostView) => void;
}

export function LibraryPostsGrid({
  posts,
  hasMore,
  loadingMore,
  onLoadMore,
  categories,
  searching,
  canEdit,
  onAdd,
  onEdit,
  onDelete,
}: LibraryPostsGridProps) {
  if (posts === undefined) return <Loader mx="auto" my="xl" display="block" />;
  if (posts.length === 0) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm" maw={420}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconBooks size={28} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {searching ? 'Nothing matches your search' : 'Your library is empty'}
          </Text>
          <Text c="dimmed" ta="center" size="sm">
            {searching
              ? 'Try other words, or look in all categories.'
              : 'Save posts you want to reuse. Campaigns fill your calendar from these categories.'}
          </Text>
          {!searching && canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd} mt="xs">
              Add to Library
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  const byId = new Map(categories.map((category) => [category._id, category]));
  // Virtualised by rows of the grid's three columns: only the rows in and near view are mounted.
  const rows = Array.from({ length: Math.ceil(posts.length / columns) }, (_, index) =>
    posts.slice(index * columns, index * columns + columns),
  );
  return (
    <>
      <VirtualList
        items={rows}
        estimateHeight={260}
        gap={16}
        keyOf={(row) => row[0]?._id ?? ''}
        renderItem={(row) => (
          <div className={classes.grid}>
            {row.map((post) => (
              <LibraryPostCard
                key={post._id}
                post={post}
                categories={byId}
                canEdit={canEdit}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </div>
        )}
        hasMore={hasMore}
        onLoadMore={() => {
          if (!loadingMore) void onLoadMore();
        }}
      />
      {loadingMore && <Loader mx="auto" my="md" display="block" size="sm" />}
    </>
  );
}
