import { TextInput } from '@mantine/core';

interface PostTitleFieldProps {
  title: string;
  onChange: (title: string) => void;
}

/** Spec: Google My Business "title max 70 characters in the editor". */
export const postTitleMaxLength = 70;

export function PostTitleField({ title, onChange }: PostTitleFieldProps) {
  return (
    <TextInput
      label="Title (Google Business, YouTube, Web Stories)"
      placeholder="Give your post a title"
      maxLength={postTitleMaxLength}
      value={title}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={`${title.length}/${postTitleMaxLength}`}
      rightSectionWidth={60}
      styles={{ section: { fontSize: 12, color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
