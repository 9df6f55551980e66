import { Badge, Tooltip } from '@mantine/core';
import { type PlanGate } from '@kairos/core';
import { planGateLabel } from '../lib/plan-gate-label';

/** The least plan that connects the network, as the spec's hints say. */
export function PlanGateBadge({ planGate }: { planGate: PlanGate }) {
  const label = planGateLabel(planGate);
  if (label === null) return null;
  return (
    <Tooltip label={`Needs the ${label} plan or higher`}>
      <Badge variant="light" color={planGate === 'advanced' ? 'grape' : 'blue'} size="sm">
        {label}
      </Badge>
    </Tooltip>
  );
}
