import { Button, Flex, Input, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../lib/money-input';

export interface SkuTableToolsProps {
  /** What the prefix box starts with (from the title). */
  suggestedPrefix: string;
  currency: string;
  missing: number;
  onGenerateCodes(prefix: string): void;
  onPriceForAll(cents: number): void;
  onAddMissing(): void;
}

/** Above the SKU table: generate empty codes from a prefix, one price for every row, deleted rows back. */
export function SkuTableTools(props: SkuTableToolsProps) {
  const { t } = useTranslation('product');
  const [prefix, setPrefix] = useState<string | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 12 }}>
      <Space.Compact>
        <Input
          aria-label={t('codePrefix')}
          placeholder={props.suggestedPrefix}
          value={prefix ?? ''}
          onChange={(e) => setPrefix(e.target.value)}
          style={{ width: 160 }}
        />
        <Tooltip title={t('generateCodesHelp')}>
          <Button onClick={() => props.onGenerateCodes(prefix?.trim() || props.suggestedPrefix)}>
            {t('generateCodes')}
          </Button>
        </Tooltip>
      </Space.Compact>
      <Space.Compact>
        <MoneyInput
          aria-label={t('priceForAll', { currency: props.currency })}
          placeholder={t('priceForAll', { currency: props.currency })}
          value={price}
          onChange={setPrice}
          style={{ width: 180 }}
        />
        <Button disabled={price === null} onClick={() => price !== null && props.onPriceForAll(price)}>
          {t('applyToAll')}
        </Button>
      </Space.Compact>
      {props.missing > 0 ? (
        <Button onClick={props.onAddMissing}>{t('addMissing', { count: props.missing })}</Button>
      ) : null}
    </Flex>
  );
}
