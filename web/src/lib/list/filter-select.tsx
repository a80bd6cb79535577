import { Select } from 'antd';

interface FilterSelectProps<Value extends string | number> {
  /** The accessible name (the field has no visible label in a filter bar). */
  label: string;
  /** Shown while nothing is picked: "All statuses". */
  placeholder: string;
  value: Value | undefined;
  options: { value: Value; label: string }[];
  /** undefined when cleared, so the list's URL drops the filter. */
  onChange(value: Value | undefined): void;
  loading?: boolean;
  width?: number;
}

/** One clearable choice in a list's filter bar, the way every area's filters read the URL. */
export function FilterSelect<Value extends string | number>({
  label,
  placeholder,
  value,
  options,
  onChange,
  loading,
  width = 160,
}: FilterSelectProps<Value>) {
  return (
    <Select<Value | null>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      loading={loading}
      value={value ?? null}
      onChange={(picked) => onChange(picked ?? undefined)}
      options={options}
      style={{ width }}
    />
  );
}
