import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PermissionTooltip } from '../ui/permission-tooltip';

const ImportModal = lazy(() => import('./import-modal').then((module) => ({ default: module.ImportModal })));

/** The library's 'Import' button (`library#importContent` opens it too); the modal loads when opened. */
export function ImportContentButton({ calendarId, canEdit }: { calendarId: string; canEdit: boolean }) {
  const [opened, setOpened] = useState(useLocation().hash === '#importContent' && canEdit);
  return (
    <>
      <PermissionTooltip allowed={canEdit}>
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} />}
          disabled={!canEdit}
          onClick={() => setOpened(true)}
        >
          Import CSV / XLSX
        </Button>
      </PermissionTooltip>
      {opened && (
        <Suspense fallback={null}>
          <ImportModal calendarId={calendarId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
