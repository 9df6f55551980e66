import { PageHeader } from '../../../components/ui/page-header';

export function JournalRoute() {
  return <PageHeader title="Journal" description="Long-form posts for your blog." />;
}
