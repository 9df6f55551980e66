import { Checkbox, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';

export interface PickableImage {
  key: string;
  url: string;
  thumbnailUrl: string;
  caption?: string | undefined;
}

interface ImagePickGridProps {
  images: readonly PickableImage[];
  picked: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** A grid of images to pick from, each a toggle button with a check box in its corner. */
export function ImagePickGrid({ images, picked, onToggle }: ImagePickGridProps) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="image-pick-grid">
      {images.map((image) => {
        const on = picked.has(image.key);
        return (
          <UnstyledButton
            key={image.key}
            onClick={() => onToggle(image.key)}
            aria-pressed={on}
            aria-label={image.caption ?? 'Pick this image'}
            pos="relative"
            style={{
              borderRadius: 6,
              outline: on ? '3px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-3)',
              overflow: 'hidden',
            }}
          >
            <Image src={image.thumbnailUrl} alt="" h={110} fit="cover" loading="lazy" />
            <Checkbox checked={on} readOnly tabIndex={-1} pos="absolute" top={6} left={6} aria-hidden />
            {image.caption !== undefined && (
              <Text size="xs" c="dimmed" px={4} py={2} truncate>
                {image.caption}
              </Text>
            )}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
