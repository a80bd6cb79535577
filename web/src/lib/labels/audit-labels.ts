import type { AuditAction, AuditArea, AuditEntity } from '@shop/contract/areas/audit-codes';

/* The `audit` catalogue's keys of the trail's codes (their text: contract/labels/audit.labels.ts). */

export const areaLabelKeys = {
  user: 'areaUser',
  order: 'areaOrder',
  product: 'areaProduct',
  inventory: 'areaInventory',
  exchange: 'areaExchange',
  config: 'areaConfig',
  media: 'areaMedia',
  staff: 'areaStaff',
  role: 'areaRole',
} as const satisfies Record<AuditArea, string>;

export const entityLabelKeys = {
  customer: 'entityCustomer',
  shop_order: 'entityOrder',
  after_sale: 'entityAfterSale',
  product_spu: 'entityProduct',
  product_category: 'entityCategory',
  product_sku: 'entitySku',
  exchange_item: 'entityExchangeItem',
  exchange_order: 'entityExchangeOrder',
  config_entry: 'entityConfigEntry',
  main_page: 'entityMainPage',
  media_asset: 'entityImage',
  staff_user: 'entityStaff',
  role: 'entityRole',
} as const satisfies Record<AuditEntity, string>;

export const actionLabelKeys = {
  create: 'actionCreate',
  update: 'actionUpdate',
  delete: 'actionDelete',
  status: 'actionStatus',
  set_status: 'actionSetStatus',
  revert: 'actionRevert',
  upload: 'actionUpload',
  import: 'actionImport',
  'bulk-price': 'actionBulkPrice',
  'address.add': 'actionAddressAdd',
  'address.update': 'actionAddressUpdate',
  'address.delete': 'actionAddressDelete',
  adjust_points: 'actionAdjustPoints',
  adjust_stock: 'actionAdjustStock',
  place: 'actionPlace',
  pay: 'actionPay',
  record_payment: 'actionRecordPayment',
  ship: 'actionShip',
  complete: 'actionComplete',
  cancel: 'actionCancel',
  refund: 'actionRefund',
  change_address: 'actionChangeAddress',
  note: 'actionNote',
  after_sale_request: 'actionAfterSaleRequest',
  after_sale_approve: 'actionAfterSaleApprove',
  after_sale_reject: 'actionAfterSaleReject',
  after_sale_cancel: 'actionAfterSaleCancel',
  after_sale_receive: 'actionAfterSaleReceive',
} as const satisfies Record<AuditAction, string>;
