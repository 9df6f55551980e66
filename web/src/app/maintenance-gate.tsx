import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { getMaintenance } from '../features/errors/api/get-maintenance';
import { MaintenancePage } from '../features/errors/components/maintenance-page';

/**
 * Spec: "A maintenance page replaces the app when the maintenance check says so." When the check
 * itself fails the app starts anyway: its own calls will tell the user what is wrong.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useQuery(getMaintenance);
  if (maintenance.isPending) return <FullPageLoader />;
  if (maintenance.data?.underMaintenance === true) return <MaintenancePage />;
  return children;
}
