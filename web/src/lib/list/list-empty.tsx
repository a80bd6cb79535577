import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListEmptyProps {
  /** Whether any filter or search is applied. */
  filtered: boolean;
  /** What an empty list says with filters on ("No staff match these filters…"). */
  noMatch: string;
  /** What it says with none ("No staff accounts yet."). */
  none: string;
  /** Back to the list as first opened. */
  onClear(): void;
}

/** The empty state of a list: with filters on, a way to clear them. */
export function ListEmpty({ filtered, noMatch, none, onClear }: ListEmptyProps) {
  const { t } = useTranslation('list');
  if (!filtered) return none;
  return (
    <Flex vertical align="center" gap={8}>
      {noMatch}
      <Button onClick={onClear}>{t('clearFilters')}</Button>
    </Flex>
  );
}
