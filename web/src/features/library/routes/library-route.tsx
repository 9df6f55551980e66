import { PageHeader } from '../../../components/ui/page-header';

export function LibraryRoute() {
  return <PageHeader title="Library" description="Reusable content, organised in categories." />;
}
