import { PageHeader } from '../../../components/ui/page-header';

export function AnalyticsRoute() {
  return <PageHeader title="Analytics" description="How your posts are doing across your accounts." />;
}
