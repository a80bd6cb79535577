import { MAX_CARRIER_LENGTH } from '@shop/contract/areas/config-values';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteProps } from 'antd';
import { carriersOptions } from './order-choices.queries';

type CarrierInputProps = Omit<AutoCompleteProps, 'options' | 'filterOption'>;

/**
 * A carrier name: the shop's configured carriers (config `order_carriers`) offered as the staff
 * member types, any other name still allowed. A list that cannot load leaves a plain text box.
 */
export function CarrierInput(props: CarrierInputProps) {
  const carriers = useQuery(carriersOptions());
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
