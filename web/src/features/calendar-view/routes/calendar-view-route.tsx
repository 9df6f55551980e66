import { PageHeader } from '../../../components/ui/page-header';

export function CalendarViewRoute() {
  return <PageHeader title="Calendar" description="Your scheduled posts and campaigns, day by day." />;
}
