import { Anchor, Button, Code, Stack, Text } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';
import { errorMessage } from '../../../lib/api-error';
import { useExternalLinks } from '../../../lib/app-config';
import { isChunkLoadError } from '../utils/is-chunk-load-error';
import { NotFoundPage } from './not-found-page';

interface RouteErrorPageProps {
  /** At the root the shell is gone, so the page stands alone; inside the shell it fills the content. */
  standalone?: boolean;
}

/** The router's errorElement: a missing page, a newer deployment, or anything else. */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const { support } = useExternalLinks();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone={standalone} />;

  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        standalone={standalone}
        icon={<IconRefresh size={32} />}
        title={messages.errors.newVersion}
        message="Update to get the latest version of Kairos."
        actions={
          <Button mt="sm" onClick={() => window.location.reload()}>
            {messages.errors.updateApp}
          </Button>
        }
      />
    );
  }

  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <StatusPage
      standalone={standalone}
      icon={<IconAlertTriangle size={32} />}
      title="Something went wrong"
      message={
        <Stack gap="sm" align="center">
          <Code block>{text}</Code>
          <Text c="dimmed">
            {messages.errors.contactSupport}{' '}
            {support !== null && (
              <Anchor href={support} target="_blank" rel="noreferrer">
                Contact support
              </Anchor>
            )}
          </Text>
        </Stack>
      }
    />
  );
}
