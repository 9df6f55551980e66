import { messages } from '@kairos/core';
import { IconTool } from '@tabler/icons-react';
import { StatusPage } from '../../../components/ui/status-page';

/** Replaces the whole app while GET /maintenance says underMaintenance. */
export function MaintenancePage() {
  return (
    <StatusPage
      standalone
      icon={<IconTool size={32} />}
      title="We'll be back soon"
      message={`Kairos ${messages.errors.maintenance}`}
    />
  );
}
