import { categoryCountLabel, messages } from '@kairos/core';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFolder, IconPencil, IconPlus, IconStack2, IconTrash } from '@tabler/icons-react';
import { PermissionTooltip } from '../../../components/ui/permission-tooltip';
import { type CategoryView } from '../../../lib/categories-query';
import classes from './library.module.css';

interface CategoriesPanelProps {
  categories: readonly CategoryView[];
  total: number;
  selectedId: string | null;
  canManage: boolean;
  onSelect: (categoryId: string | null) => void;
  onAdd: () => void;
  onRename: (category: CategoryView) => void;
  onDelete: (category: CategoryView) => void;
}

function CategoryRow({
  label,
  count,
  active,
  icon,
  onClick,
  actions,
}: {
  label: string;
  count: number;
  active: boolean;
  icon: React.ReactNode;
  onClick: () => void;
  actions?: React.ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.categoryRow} data-active={active || undefined}>
      <UnstyledButton
        className={classes.categoryButton}
        onClick={onClick}
        aria-current={active || undefined}
        aria-label={`${label} (${count})`}
      >
        <Group gap={8} wrap="nowrap">
          {icon}
          <Text size="sm" fw={active ? 700 : 500} truncate="end" title={label} style={{ flex: 1 }}>
            {label}
          </Text>
          <Badge size="sm" variant={active ? 'filled' : 'light'} color="gray" data-testid="category-count">
            {categoryCountLabel(count)}
          </Badge>
        </Group>
      </UnstyledButton>
      {actions}
    </Group>
  );
}

/** The library's categories with their counts; add, rename and delete (the permission gates them). */
export function CategoriesPanel(props: CategoriesPanelProps) {
  const { categories, total, selectedId, canManage, onSelect, onAdd, onRename, onDelete } = props;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.panel}>
      <Group justify="space-between" mb="xs" px={4}>
        <Text fw={700} size="sm" tt="uppercase" c="dimmed">
          Categories
        </Text>
        <PermissionTooltip allowed={canManage}>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            disabled={!canManage}
          >
            Add category
          </Button>
        </PermissionTooltip>
      </Group>
      {!canManage && (
        <Text size="xs" c="orange.8" px={4} mb="xs">
          {messages.calendars.contactAdmin}
        </Text>
      )}
      <Stack gap={2}>
        <CategoryRow
          label="All content"
          count={total}
          active={selectedId === null}
          icon={<IconStack2 size={16} />}
          onClick={() => onSelect(null)}
        />
        {categories.map((category) => (
          <CategoryRow
            key={category._id}
            label={category.title}
            count={category.count}
            active={selectedId === category._id}
            icon={<IconFolder size={16} />}
            onClick={() => onSelect(category._id)}
            actions={
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Manage ${category.title}`}>
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <PermissionTooltip allowed={canManage}>
                    <Menu.Item
                      leftSection={<IconPencil size={14} />}
                      disabled={!canManage}
                      onClick={() => onRename(category)}
                    >
                      Rename
                    </Menu.Item>
                  </PermissionTooltip>
                  <PermissionTooltip allowed={canManage}>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      disabled={!canManage}
                      onClick={() => onDelete(category)}
                    >
                      Delete
                    </Menu.Item>
                  </PermissionTooltip>
                </Menu.Dropdown>
              </Menu>
            }
          />
        ))}
        {categories.length === 0 && (
          <Text size="sm" c="dimmed" px={4} py="sm">
            No categories yet. Add one to start collecting reusable content.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
