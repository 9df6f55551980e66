import { Text, Tooltip } from '@mantine/core';
import { messages } from '@kairos/core';

/** Spec: "Without access the control shows 'Contact your admin' and a tooltip". */
export function ContactAdminHint() {
  return (
    <Tooltip label={messages.calendars.contactAdminTooltip} multiline w={260} withArrow>
      <Text size="xs" c="dimmed" ta="center" style={{ cursor: 'help' }}>
        {messages.calendars.contactAdmin}
      </Text>
    </Tooltip>
  );
}
