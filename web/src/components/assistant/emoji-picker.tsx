import { ActionIcon, Popover, SimpleGrid, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';

// A small built-in set: the everyday ones marketers reach for.
const emojis =
  '😀 😂 😍 🥰 😎 🤩 🥳 😉 🤔 🙌 👏 👍 🙏 💪 👉 ✅ ❤️ 🔥 ✨ 🎉 🎁 📣 📢 🚀 💡 📈 💰 🛒 ⭐ 🌟 ☀️ 🌈 🌱 ☕ 🍕 🎄 📅 ⏰ 📸 🎥'.split(
    ' ',
  );

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
}

export function EmojiPicker({ onPick }: EmojiPickerProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label="Emoji">
          <ActionIcon variant="subtle" color="gray" aria-label="Emoji" onClick={() => setOpened((o) => !o)}>
            <IconMoodSmile size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <SimpleGrid cols={10} spacing={2} verticalSpacing={2}>
          {emojis.map((emoji) => (
            <UnstyledButton
              key={emoji}
              aria-label={`Insert ${emoji}`}
              fz={20}
              w={30}
              h={30}
              ta="center"
              onClick={() => {
                onPick(emoji);
                setOpened(false);
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
