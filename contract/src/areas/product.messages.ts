import { messageCatalogue } from '../message.js';

/**
 * What the product area's refusals, field checks and CSV import problems say, in English; the
 * console translates each key. Statuses travel as their codes (`ON_SALE`), CSV columns and cell
 * values as written in the file.
 */
export const productMessages = messageCatalogue('product', {
  // Field checks of the contract's bodies (the generic `field.*` say the rest).
  'product.optionChars': 'Cannot contain ; or :',
  'product.optionValuesRequired': 'Give the option at least one value',
  'product.tooManyOptionValues': 'An option has at most {{max}} values',
  'product.optionValuesDiffer': 'Option values must differ',
  'product.optionNamesDiffer': 'Option names must differ',
  'product.tooManyOptions': 'At most {{max}} options',
  'product.tooManyImages': 'At most {{max}} images',
  'product.skusRequired': 'A product needs at least one SKU',
  'product.tooManySkus': 'At most {{max}} SKUs per product',
  'product.skuCodeChars': 'SKU code may use letters, digits, . _ and - only',
  'product.skuOptions': 'Pick one value of each option',
  'product.skuSameOptions': 'Two SKUs have the same options',
  'product.skuCodesDiffer': 'SKU codes must differ',
  'product.selectProducts': 'Select at least one product',
  'product.tooManySelected': 'At most {{max}} products at once',
  'product.percentMin': 'A price can fall by at most 99%',
  'product.percentMax': 'A price can rise by at most 1000%',
  'product.percentDecimals': 'At most two decimals',
  'product.amountRequired': 'Give the new price',
  'product.percentRequired': 'Give a percentage other than 0',

  // Missing rows, and references the server checks.
  'product.notFound': 'No such product',
  'product.categoryNotFound': 'No such category',
  'product.imageNotFound': 'No such image: upload it first',
  'product.notOwnSku': 'This SKU is not one of this product’s SKUs',
  'product.skuCodeTaken': 'This SKU code is already used',

  // 42203 and bulk refusals: the life cycle and what it needs.
  'product.cannotMove': 'A product cannot go from {{from}} to {{to}}',
  'product.publishNeedsPricedSku': 'A product goes on sale only with an active SKU that has a price',
  'product.onSaleNeedsPricedSku': '{{title}} is on sale: it must keep an active SKU that has a price',
  'product.deleteOnSale': 'Take the product off sale before deleting it',
  'product.skuHasStock': 'SKU {{code}} still has stock: bring its stock to 0 before removing it',
  'product.notOnSale': 'This product is not on sale',

  // Categories.
  'product.categoryNameTaken': 'A category with this name already exists here',
  'product.categoryCycle': 'A category cannot sit under itself',
  'product.categoryInUse': 'This category still has products or subcategories',

  // The CSV file as a whole (400 on `file`, 413, 415).
  'product.csvNoFile': 'Send the CSV as multipart/form-data in a field named file',
  'product.csvTooLarge': 'A CSV file may be at most {{mb}} MB',
  'product.csvUploadUnreadable': 'The upload could not be read',
  'product.csvUnreadable': 'The file is not a readable CSV (near line {{line}})',
  'product.csvColumnTwice': 'The header has the column {{column}} twice',
  'product.csvMissingColumns': 'The header lacks required columns: {{columns}}',
  'product.csvEmpty': 'The file is empty',
  'product.csvNoRows': 'The file has a header but no rows',
  'product.csvTooManyRows': 'A file may have at most {{max}} rows; this one has {{rows}}',
  'product.importRefused': 'Problems in the file: {{problems}}. Nothing was imported',

  // One row of the CSV (shown with its line and column).
  'product.rowTooManyCells': 'This row has more cells than the header has columns',
  'product.rowPriceRequired': 'Give the price, like 12.50',
  'product.rowAmount': 'Write an amount like 12.50: digits, at most two decimals, not negative',
  'product.rowWholeNumber': 'Write a whole number from 0 to {{max}}',
  'product.rowFlag': 'Write true or false (or yes/no, 1/0)',
  'product.rowSkuStatus': 'Write ACTIVE or INACTIVE (or leave it empty for ACTIVE)',
  'product.rowOptionGap': 'Fill option{{previous}} before option{{next}}',
  'product.rowStatus':
    'An import never puts a product on sale or archives it: write DRAFT or OFF_SALE, or leave it empty',
  'product.rowNoSuchCategory': 'No such category: {{category}}',
  'product.rowOptionsDiffer': '{{title}} has the options {{options}}, in that order',
  'product.rowNoOptions': '{{title}} has no options',
  'product.rowSameOptions': 'Another SKU of this product has the same options',
  'product.rowTooManySkus': 'A product has at most {{max}} SKUs',
  'product.rowTitleAmbiguous': 'Several products have this title: add the SKU on its product page',
  'product.rowCodeRepeated': 'This SKU code is already on line {{earlier}}',
});
