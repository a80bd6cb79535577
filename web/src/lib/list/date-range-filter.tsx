import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangePreset, dateRangePresetKeys } from './date-range-presets';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * A list's date-range filter: antd's RangePicker with the quick picks (today, last 7 days, last
 * 30 days, this month). Each pick reads "now" when chosen, so a page left open overnight still
 * picks the right days.
 */
export function DateRangeFilter(props: Omit<RangePickerProps, 'presets'>) {
  const { t } = useTranslation('list');
  const presets = dateRangePresetKeys.map((key) => ({
    label: t(key),
    value: () => dateRangePreset(key, dayjs()),
  }));
  return <DatePicker.RangePicker {...props} presets={presets} />;
}
