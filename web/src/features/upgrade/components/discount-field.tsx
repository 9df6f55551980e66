import { Button, Group, Text, TextInput } from '@mantine/core';
import { type Discount } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { checkDiscount } from '../api/billing';

interface DiscountFieldProps {
  discount: Discount | null;
  onChange: (discount: Discount | null) => void;
}

const describe = (discount: Discount) =>
  discount.percentOff !== null ? `${discount.percentOff}% off` : `$${discount.amountOff?.toFixed(2)} off`;

/** A Stripe promotion code, checked by GET /api/discount/check; the cards then show the price after it. */
export function DiscountField({ discount, onChange }: DiscountFieldProps) {
  const [code, setCode] = useState('');
  const check = useMutation({ mutationFn: checkDiscount, onSuccess: onChange });
  const error = check.error ? errorMessage(check.error) : null;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Discount code"
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          check.reset();
          if (discount) onChange(null);
        }}
        error={error}
        w={220}
      />
      <Button
        variant="default"
        onClick={() => check.mutate(code.trim())}
        loading={check.isPending}
        disabled={!code.trim()}
      >
        Apply
      </Button>
      {discount && (
        <Text c="teal.7" fw={600} pb={6}>
          {discount.code}: {describe(discount)}
        </Text>
      )}
    </Group>
  );
}
