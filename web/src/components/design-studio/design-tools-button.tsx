import { Button } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { DesignChooserProps } from './design-chooser';

const DesignChooser = lazy(() =>
  import('./design-chooser').then((module) => ({ default: module.DesignChooser })),
);

/** The composer's way into the image studio: the chooser and its tools load when it is opened. */
export function DesignToolsButton(props: Omit<DesignChooserProps, 'onClose'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconPalette size={16} />} onClick={() => setOpened(true)}>
        Design
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <DesignChooser {...props} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
