import type { BoxSeries } from '@shop/contract/areas/box';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { tierLabelKeys } from '../../lib/labels/box-labels';
import { formatNumber } from '../../lib/number-format';

/** A box's rules in three short lines: draws per customer a day, the guarantee, the age notice. */
export function BoxRules({
  box,
}: {
  box: Pick<BoxSeries, 'perCustomerDailyLimit' | 'guaranteeEvery' | 'guaranteeMinTier' | 'minimumAge'>;
}) {
  const { t } = useTranslation('box');
  return (
    <Flex vertical>
      <span>
        {box.perCustomerDailyLimit === null
          ? t('noDailyLimit')
          : t('dailyLimitShort', { n: formatNumber(box.perCustomerDailyLimit) })}
      </span>
      <span>
        {box.guaranteeEvery === null || box.guaranteeMinTier === null
          ? t('noGuarantee')
          : t('guaranteeShort', { n: box.guaranteeEvery, tier: t(tierLabelKeys[box.guaranteeMinTier]) })}
      </span>
      <span>{box.minimumAge === null ? t('noAgeNotice') : t('ageShort', { age: box.minimumAge })}</span>
    </Flex>
  );
}
