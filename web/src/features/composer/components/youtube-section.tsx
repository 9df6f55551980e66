import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { type PostVideo, isPortrait, youtubeVisibilities } from '@kairos/core';

interface YoutubeSectionProps {
  video: PostVideo | null;
  onChange: (video: PostVideo) => void;
}

/** Section 9: "Shorts: portrait and under 61 s". */
const shortsMaxSeconds = 61;

export function YoutubeSection({ video, onChange }: YoutubeSectionProps) {
  if (video === null) {
    return (
      <Text size="sm" c="dimmed">
        YouTube: add a video to set its audience and visibility.
      </Text>
    );
  }
  const canBeShort = isPortrait(video) && video.duration < shortsMaxSeconds;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        YouTube
      </Text>
      <Radio.Group
        label="Audience"
        value={video.postingVideoForKids ? 'yes' : 'no'}
        onChange={(value) => onChange({ ...video, postingVideoForKids: value === 'yes' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label="Yes, it's made for kids." />
          <Radio value="no" label="No, it's not made for kids." />
        </Stack>
      </Radio.Group>
      <Select
        label="Visibility"
        data={youtubeVisibilities.map((value) => ({
          value,
          label: value[0]?.toUpperCase() + value.slice(1),
        }))}
        value={video.typeOfPostYoutube}
        allowDeselect={false}
        onChange={(value) => onChange({ ...video, typeOfPostYoutube: value ?? 'private' })}
        comboboxProps={{ zIndex: 250 }}
      />
      {canBeShort && (
        <Radio.Group
          label="Type of video shorts ?"
          value={video.postingVideoShort ? 'yes' : 'no'}
          onChange={(value) => onChange({ ...video, postingVideoShort: value === 'yes' })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
}
