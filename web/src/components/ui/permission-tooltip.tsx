import { messages } from '@kairos/core';
import { Tooltip } from '@mantine/core';
import { type ReactNode } from 'react';

interface PermissionTooltipProps {
  allowed: boolean;
  children: ReactNode;
}

/**
 * Section 6: "Adding a category and deleting a category need a permission; without it a warning tooltip
 * shows" ('Sniffing around for more categories or calendars? Contact your billing admin for access.').
 * The child should be disabled when not allowed; the wrapper keeps the tooltip working on it.
 */
export function PermissionTooltip({ allowed, children }: PermissionTooltipProps) {
  if (allowed) return children;
  return (
    <Tooltip label={messages.calendars.contactAdminTooltip} withArrow multiline w={260} color="orange">
      <span style={{ display: 'inline-flex' }} data-testid="permission-warning">
        {children}
      </span>
    </Tooltip>
  );
}
