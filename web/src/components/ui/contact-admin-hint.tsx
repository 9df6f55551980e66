import { Text, Tooltip, type FloatingPosition } from '@mantine/core';
import { messages } from '@kairos/core';

interface ContactAdminHintProps {
  /**
   * Where the explanation opens: away from what it explains. Under a list (the calendar dropdown)
   * it opens below, so it never covers the list; beside a section's title, above.
   */
  position?: FloatingPosition;
}

/** Spec: "Without access the control shows 'Contact your admin' and a tooltip". */
export function ContactAdminHint({ position = 'top' }: ContactAdminHintProps) {
  return (
    <Tooltip
      label={messages.calendars.contactAdminTooltip}
      multiline
      w={260}
      withArrow
      position={position}
      offset={8}
    >
      <Text size="xs" c="dimmed" ta="center" style={{ cursor: 'help' }}>
        {messages.calendars.contactAdmin}
      </Text>
    </Tooltip>
  );
}
