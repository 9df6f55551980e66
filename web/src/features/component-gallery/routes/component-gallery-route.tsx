import { Badge, Button, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AccountNameList } from '../../../components/ui/account-name-list';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { PageHeader } from '../../../components/ui/page-header';
import { PermissionTooltip } from '../../../components/ui/permission-tooltip';
import { SimilarityScoreRow } from '../../../components/ui/similarity-score-row';
import { StatusPage } from '../../../components/ui/status-page';
import { GallerySection } from '../components/gallery-section';

const sampleAccounts = [
  { _id: 'a1', name: 'Kairos Coffee', avatar: null },
  { _id: 'a2', name: '@kairos_coffee', avatar: null },
];

/**
 * Spec: "/components" is a public route. A living gallery of the shared components in
 * src/components/ui, rendered by the real code with sample data, so a designer or a new engineer
 * sees what exists before writing another.
 */
export function ComponentGalleryRoute() {
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="md">
        <BrandLogo />
      </Group>
      <PageHeader title="Components" description="The shared building blocks of the Kairos app, live." />
      <Stack gap="lg">
        <GallerySection
          name="Buttons"
          file="@mantine/core with the app theme"
          description="Primary actions are filled; secondary ones light; destructive ones red."
        >
          <Group>
            <Button>Post</Button>
            <Button variant="light">Save as draft</Button>
            <Button variant="default">Cancel</Button>
            <Button color="red">Delete</Button>
            <Badge>Scheduled</Badge>
            <Badge color="red">Failed</Badge>
          </Group>
        </GallerySection>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <GallerySection
            name="BrandLogo"
            file="components/ui/brand-logo.tsx"
            description="The logo, on light and (inverted) dark backgrounds."
          >
            <Group>
              <BrandLogo />
              <Group bg="dark.7" p="xs" style={{ borderRadius: 8 }}>
                <BrandLogo inverted />
              </Group>
            </Group>
          </GallerySection>
          <GallerySection
            name="AccountNameList"
            file="components/ui/account-name-list.tsx"
            description="The accounts a dialog is about (retry, reconnect)."
          >
            <AccountNameList accounts={sampleAccounts} />
          </GallerySection>
          <GallerySection
            name="SimilarityScoreRow"
            file="components/ui/similarity-score-row.tsx"
            description="A network's highest similarity score, opening to its accounts' scores."
          >
            <SimilarityScoreRow
              label="X"
              score={72}
              accounts={[{ id: 'a2', accountName: '@kairos_coffee', score: 72 }]}
            />
          </GallerySection>
          <GallerySection
            name="PermissionTooltip"
            file="components/ui/permission-tooltip.tsx"
            description="Wraps a control the user may not use, and says whom to ask."
          >
            <Group>
              <PermissionTooltip allowed>
                <Button variant="light">Allowed</Button>
              </PermissionTooltip>
              <PermissionTooltip allowed={false}>
                <Button variant="light" disabled>
                  Not allowed
                </Button>
              </PermissionTooltip>
            </Group>
          </GallerySection>
        </SimpleGrid>
        <GallerySection
          name="StatusPage"
          file="components/ui/status-page.tsx"
          description="A whole-page state: errors, the 404, maintenance."
        >
          <StatusPage
            icon={<IconAlertTriangle size={32} />}
            title="Something went wrong"
            message="A sample message."
            actions={<Button mt="sm">Back to homepage</Button>}
          />
        </GallerySection>
      </Stack>
    </Container>
  );
}
