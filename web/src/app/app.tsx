import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppRouter } from './app-router';
import { MaintenanceGate } from './maintenance-gate';
import { AppProviders } from './providers';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <MaintenanceGate>
        <AppRouter queryClient={queryClient} />
      </MaintenanceGate>
    </AppProviders>
  );
}
