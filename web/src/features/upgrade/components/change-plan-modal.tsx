import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { changePlan, previewPlanChange, useSubscriptionAction } from '../api/billing';
import { money, planDisplayName } from '../lib/plan-offers';

interface ChangePlanModalProps {
  /** The period_plan to change to; null: closed. */
  periodPlan: string | null;
  onClose: () => void;
}

/** "Change plan with a preview of the prorated amount before confirming." */
export function ChangePlanModal({ periodPlan, onClose }: ChangePlanModalProps) {
  const preview = useQuery({
    queryKey: ['billing', 'preview', periodPlan],
    queryFn: () => previewPlanChange(periodPlan!),
    enabled: periodPlan !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const change = useSubscriptionAction(changePlan);
  const [period, plan] = (periodPlan ?? '_').split('_');
  const unit = period === 'monthly' ? 'month' : 'year';
  return (
    <Modal opened={periodPlan !== null} onClose={onClose} title="Change plan" centered>
      <Stack gap="md">
        <Text>
          Change to <strong>{planDisplayName(plan ?? '')}</strong>, billed{' '}
          {period === 'monthly' ? 'monthly' : 'annually'}.
        </Text>
        {preview.isPending && <Loader size="sm" aria-label="Computing the price" />}
        {preview.isError && (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        )}
        {preview.data && (
          <Stack gap={4} aria-label="Price of the change">
            <Text fz="lg" fw={700}>
              {preview.data.amountDue >= 0
                ? `You pay ${money(preview.data.amountDue)} now`
                : `${money(-preview.data.amountDue)} is credited to your next invoices`}
            </Text>
            <Text size="sm" c="dimmed">
              The rest of this period is prorated. Then {money(preview.data.nextAmount)} per {unit}.
            </Text>
          </Stack>
        )}
        {change.isError && (
          <Alert color="red" role="alert">
            {errorMessage(change.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!preview.data}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { periodPlan: periodPlan!, prorationDate: preview.data!.prorationDate },
                { onSuccess: onClose },
              )
            }
          >
            Confirm change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
