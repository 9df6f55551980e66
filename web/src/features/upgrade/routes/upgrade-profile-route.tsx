import { PageHeader } from '../../../components/ui/page-header';

export function UpgradeProfileRoute() {
  return <PageHeader title="Upgrade" description="Choose the plan that fits your team." />;
}
