/** The search param that opens an order's detail drawer over the list: `/order/index?tab=PAID&order=12`. */
export const ORDER_PARAM = 'order';
