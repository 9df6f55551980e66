import { PageHeader } from '../../../components/ui/page-header';

export function DraftsRoute() {
  return <PageHeader title="Drafts" description="Posts you saved to finish later." />;
}
