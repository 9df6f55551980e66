import { Button } from '@mantine/core';
import { messages } from '@kairos/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <StatusPage
      standalone={standalone}
      icon={<IconMapSearch size={32} />}
      title="Page not found"
      message={messages.errors.notFoundPage}
      actions={
        <Button component={Link} to="/" mt="sm">
          {messages.errors.backToHomepage}
        </Button>
      }
    />
  );
}
