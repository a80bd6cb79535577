import { MAX_CARRIER_LENGTH } from '@shop/contract/areas/config-values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteProps } from 'antd';
import { call } from '../lib/api';
import { useCanCall } from '../lib/permissions';

/** The carriers the ship dialogs offer; a config edit shows within a minute (or on reload). */
export const carriersOptions = () =>
  queryOptions({
    queryKey: ['order', 'carriers'],
    queryFn: () => call('listCarriers', {}, { quiet: true }),
    retry: false,
    staleTime: 60_000,
  });

type CarrierInputProps = Omit<AutoCompleteProps, 'options' | 'filterOption'>;

/**
 * A carrier name: the shop's configured carriers (config `order_carriers`) offered as the staff
 * member types, any other name still allowed. A list that cannot load, or that the member may
 * not read (it is the orders' page's: an exchange-only role), leaves a plain text box.
 */
export function CarrierInput(props: CarrierInputProps) {
  const carriers = useQuery({ ...carriersOptions(), enabled: useCanCall('listCarriers') });
  return (
    <AutoComplete
      {...props}
      options={(carriers.data?.carriers ?? []).map((name) => ({ value: name }))}
      filterOption={(typed, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(typed.trim().toLowerCase())
      }
      maxLength={MAX_CARRIER_LENGTH}
    />
  );
}
