/** The search param that opens a customer's drawer over the list: `/user/index?tag=VIP&customer=12`. */
export const CUSTOMER_PARAM = 'customer';
