import '@mantine/dates/styles.css';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { networkName, statsRangeMaxDays, addDays, type Account } from '@kairos/core';
import { rangePresets, type RangePreset, type StatsRange } from '../lib/stats-range';
import type { StatsFilters } from '../api/get-stats';

interface RangePickerProps {
  preset: RangePreset;
  range: StatsRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onCustom: (range: StatsRange) => void;
  accounts: Account[];
  filters: StatsFilters;
  onFilters: (filters: StatsFilters) => void;
}

const presetLabels: Record<RangePreset, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  custom: 'Custom',
};

/** The range (in the user's zone) and the network and account filters of the analytics page. */
export function RangePicker(props: RangePickerProps) {
  const { preset, range, accounts, filters } = props;
  const networks = [...new Set(accounts.map((account) => account.socialMedia))];
  const shownAccounts = accounts.filter(
    (account) => filters.socialMedia === undefined || account.socialMedia === filters.socialMedia,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Range"
        value={preset}
        onChange={(value) => props.onPreset(value)}
        data={rangePresets.map((value) => ({ value, label: presetLabels[value] }))}
      />
      {preset === 'custom' && (
        <DatePickerInput
          type="range"
          aria-label="Days"
          w={260}
          allowSingleDateInRange
          maxDate={props.today}
          value={[range.from, range.to]}
          onChange={([from, to]) => {
            if (from !== null && to !== null) props.onCustom({ from, to });
          }}
          minDate={addDays(props.today, -5 * statsRangeMaxDays)}
          valueFormat="MMM D, YYYY"
        />
      )}
      <Select
        aria-label="Network"
        placeholder="All networks"
        clearable
        w={180}
        value={filters.socialMedia ?? null}
        data={networks.map((network) => ({ value: network, label: networkName(network) }))}
        onChange={(value) =>
          props.onFilters({
            socialMedia: value ?? undefined,
            accountId: undefined,
          })
        }
      />
      <Select
        aria-label="Account"
        placeholder="All accounts"
        clearable
        searchable
        w={220}
        value={filters.accountId ?? null}
        data={shownAccounts.map((account) => ({ value: account._id, label: account.name }))}
        onChange={(value) => props.onFilters({ ...filters, accountId: value ?? undefined })}
      />
    </Group>
  );
}
