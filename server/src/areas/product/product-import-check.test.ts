import { api } from '@shop/contract/api';
import {
  type ImportRowError,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  productCsvColumns,
} from '@shop/contract/areas/product';
import type { MessageValue } from '@shop/contract/message';
import { type MessageKey, messages } from '@shop/contract/messages';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { csvText, postCsv, productApi } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let editor: Caller;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  editor = await t.as('editor');
  products = productApi(editor);
  const ceramics = await editor.ok('createProductCategory', { body: { name: 'Ceramics' } });
  await editor.ok('createProductCategory', { body: { name: 'Mugs', parentId: ceramics.id } });
  await products.create({
    title: 'Tea cup',
    options: [{ name: 'Colour', values: ['White'] }],
    skus: [{ code: 'CUP-W', optionValues: ['White'], price: 800 }],
  });
});
const send = (operation: 'productImport' | 'productImportDryRun', csv: string | Buffer) =>
  postCsv(t.app, editor.token ?? '', operation, csv);

const header = [
  'product_title',
  'sku_code',
  'price',
  'compare_at_price',
  'weight_g',
  'sku_status',
  'low_stock_threshold',
  'is_new',
  'status',
  'category',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
];
/** A row from the columns it sets; the rest empty. */
const row = (cells: Partial<Record<(typeof header)[number], string>>) => header.map((h) => cells[h] ?? '');

const mixedFile = csvText([
  header,
  row({
    product_title: 'Vase',
    sku_code: 'VASE-1',
    price: '12.50',
    category: 'ceramics >mugs',
    is_new: 'yes',
  }), // 2
  row({ product_title: 'Vase', sku_code: 'bad code!', price: '1' }), // 3
  row({ product_title: 'Vase', sku_code: 'V-3', price: '12.345' }), // 4
  row({ product_title: 'Vase', sku_code: 'V-4', price: '' }), // 5
  row({ product_title: 'Vase', sku_code: 'V-5', price: '1', compare_at_price: '-1' }), // 6
  row({ product_title: 'Vase', sku_code: 'V-6', price: '1', weight_g: '1.5' }), // 7
  row({ product_title: 'Vase', sku_code: 'V-7', price: '1', sku_status: 'SOLD' }), // 8
  row({ product_title: 'Vase', sku_code: 'V-8', price: '1', low_stock_threshold: 'x' }), // 9
  row({ product_title: 'Vase', sku_code: 'V-9', price: '1', is_new: 'maybe' }), // 10
  row({ product_title: 'Bowl', sku_code: 'BOWL-1', price: '1', status: 'ON_SALE' }), // 11
  row({ product_title: 'Plate', sku_code: 'PLATE-1', price: '1', category: 'Ceramics > Nope' }), // 12
  row({ product_title: 'Vase', sku_code: 'vase-1', price: '1' }), // 13
  row({ product_title: 'Tea cup', sku_code: 'CUP-S', price: '1', option1_name: 'Size', option1_value: 'S' }), // 14
  row({ product_title: 'Vase', sku_code: 'V-15', price: '1', option1_name: 'Colour', option1_value: 'Red' }), // 15
  row({ product_title: 'Jar', sku_code: 'JAR-1', price: '1', option2_name: 'Size', option2_value: 'S' }), // 16
  row({ product_title: 'Whatever', sku_code: 'cup-w', price: '9.00' }), // 17
  row({
    product_title: 'tea CUP',
    sku_code: 'CUP-B',
    price: '8',
    option1_name: 'colour',
    option1_value: 'Blue',
  }), // 18
  row({
    product_title: 'Tea cup',
    sku_code: 'CUP-B2',
    price: '8',
    option1_name: 'Colour',
    option1_value: 'blue',
  }), // 19
  row({ product_title: '', sku_code: 'NEW-1', price: '1' }), // 20
  row({ product_title: 'Pot', sku_code: 'POT-1', price: '1', option1_name: 'Glaze', option1_value: 'a;b' }), // 21
]);

/** A row problem as the report lists it: its key and parameters, and their English. */
function problem(
  line: number,
  column: string | null,
  key: MessageKey,
  params: Record<string, MessageValue>,
  message: string,
): ImportRowError {
  return { line, column, message, key, params };
}

const AMOUNT = messages['product.rowAmount'];
const WHOLE = 'Write a whole number from 0 to 1000000';

const expectedErrors: ImportRowError[] = [
  problem(3, 'sku_code', 'product.skuCodeChars', {}, 'SKU code may use letters, digits, . _ and - only'),
  problem(4, 'price', 'product.rowAmount', {}, AMOUNT),
  problem(5, 'price', 'product.rowPriceRequired', {}, 'Give the price, like 12.50'),
  problem(6, 'compare_at_price', 'product.rowAmount', {}, AMOUNT),
  problem(7, 'weight_g', 'product.rowWholeNumber', { max: 1_000_000 }, WHOLE),
  problem(
    8,
    'sku_status',
    'product.rowSkuStatus',
    {},
    'Write ACTIVE or INACTIVE (or leave it empty for ACTIVE)',
  ),
  problem(9, 'low_stock_threshold', 'product.rowWholeNumber', { max: 1_000_000 }, WHOLE),
  problem(10, 'is_new', 'product.rowFlag', {}, 'Write true or false (or yes/no, 1/0)'),
  problem(11, 'status', 'product.rowStatus', {}, messages['product.rowStatus']),
  problem(
    12,
    'category',
    'product.rowNoSuchCategory',
    { category: 'Ceramics > Nope' },
    'No such category: Ceramics > Nope',
  ),
  problem(13, 'sku_code', 'product.rowCodeRepeated', { earlier: 2 }, 'This SKU code is already on line 2'),
  problem(
    14,
    'option1_name',
    'product.rowOptionsDiffer',
    { title: 'Tea cup', options: 'Colour' },
    'Tea cup has the options Colour, in that order',
  ),
  problem(15, 'option1_name', 'product.rowNoOptions', { title: 'Vase' }, 'Vase has no options'),
  problem(
    16,
    'option2_name',
    'product.rowOptionGap',
    { previous: 1, next: 2 },
    'Fill option1 before option2',
  ),
  problem(19, null, 'product.rowSameOptions', {}, 'Another SKU of this product has the same options'),
  // The title's own schema: the same message the product form shows.
  problem(20, 'product_title', 'field.required', {}, 'Required'),
  problem(21, 'option1_value', 'product.optionChars', {}, 'Cannot contain ; or :'),
];

describe('import dry run', () => {
  it('reports every bad row by line and column, and counts what the good rows would do', async () => {
    const res = await send('productImportDryRun', mixedFile);
    expect(res.json()).toEqual({
      code: 20000,
      message: 'OK',
      data: {
        rows: 20,
        toCreate: 2,
        toUpdate: 1,
        productsToCreate: 1,
        errors: expectedErrors,
        applied: false,
      },
    });
    expect((await products.list({ q: 'Vase' })).total).toBe(0);
  });

  it('refuses the same file on import with the same errors (400), writing nothing', async () => {
    const res = await send('productImport', mixedFile);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40000,
      message: `Problems in the file: ${expectedErrors.length}. Nothing was imported`,
      key: 'product.importRefused',
      params: { problems: expectedErrors.length },
      data: {
        rows: 20,
        toCreate: 2,
        toUpdate: 1,
        productsToCreate: 1,
        errors: expectedErrors,
        applied: false,
      },
    });
    const cup = (await products.list({ q: 'Tea cup' })).items[0];
    expect(cup).toMatchObject({ priceMin: 800, skuCount: 1, version: 1 });
    expect((await products.list({ q: 'Vase' })).total).toBe(0);
  });

  it('reads a file with a byte-order mark, CRLF lines, blank lines and quoted multi-line cells', async () => {
    const text =
      '\ufeffSKU_Code,Price,product_title,subtitle\r\nA-1,1,"Mug","two\r\nlines"\r\n\r\nA-2,x,Mug,\r\n';
    const res = await send('productImportDryRun', text);
    expect(res.json().data).toMatchObject({
      rows: 2,
      toCreate: 1,
      errors: [{ line: 5, column: 'price' }],
    });
  });
});

describe('files the import cannot use', () => {
  const dryRun = (body: string | Buffer) => send('productImportDryRun', body);
  /** The one issue on `file`: its key and parameters, and the envelope's English message. */
  const fileIssue = async (body: string | Buffer) => {
    const res = await dryRun(body);
    const { path, key, params } = res.json().data.issues[0];
    expect([res.statusCode, path]).toEqual([400, ['file']]);
    return { key, params, message: res.json().message as string };
  };

  it('answers 400 on file for a broken CSV, missing columns, no rows or too many', async () => {
    expect(await fileIssue('product_title,sku_code,price\n"unclosed,A,1\n')).toEqual({
      key: 'product.csvUnreadable',
      params: { line: 2 },
      message: 'file: The file is not a readable CSV (near line 2)',
    });
    expect(await fileIssue('product_title,cost\nMug,1\n')).toEqual({
      key: 'product.csvMissingColumns',
      params: { columns: 'sku_code, price' },
      message: 'file: The header lacks required columns: sku_code, price',
    });
    expect(await fileIssue('')).toMatchObject({
      key: 'product.csvEmpty',
      message: 'file: The file is empty',
    });
    expect(await fileIssue('product_title,sku_code,price\n')).toMatchObject({
      key: 'product.csvNoRows',
      message: 'file: The file has a header but no rows',
    });
    expect(await fileIssue('sku_code,price,price,product_title\nA,1,1,B\n')).toEqual({
      key: 'product.csvColumnTwice',
      params: { column: 'price' },
      message: 'file: The header has the column price twice',
    });
    // PostgreSQL cannot store a NUL in text; a file holding one is no text CSV (issue 15, finding 3).
    expect(await fileIssue('product_title,sku_code,price\nMu\u0000g,A,1\n')).toMatchObject({
      key: 'field.nulCharacter',
    });
    const many = `product_title,sku_code,price\n${'Mug,A,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(await fileIssue(many)).toEqual({
      key: 'product.csvTooManyRows',
      params: { max: MAX_IMPORT_ROWS, rows: MAX_IMPORT_ROWS + 1 },
      message: `file: A file may have at most ${MAX_IMPORT_ROWS} rows; this one has ${MAX_IMPORT_ROWS + 1}`,
    });
    const import400 = await send('productImport', 'x,y\n1,2\n');
    expect(import400.json().data).toEqual({
      location: 'body',
      issues: [
        {
          path: ['file'],
          message: 'The header lacks required columns: product_title, sku_code, price',
          code: 'custom',
          key: 'product.csvMissingColumns',
          params: { columns: 'product_title, sku_code, price' },
        },
      ],
    });
  });

  it('answers 413 for a file over the limit and 415 for a body that is not multipart', async () => {
    const big = await dryRun(Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect([big.statusCode, big.json()]).toMatchObject([
      413,
      {
        code: 41300,
        key: 'product.csvTooLarge',
        params: { mb: 2 },
        message: 'A CSV file may be at most 2 MB',
      },
    ]);
    const json = await editor.post(api.productImportDryRun.path, { file: 'x' });
    expect([json.statusCode, json.json()]).toMatchObject([415, { code: 41500, key: 'product.csvNoFile' }]);
  });
});

describe('import template', () => {
  it('is the header and one example row that a dry run accepts', async () => {
    const res = await editor.call('productImportTemplate');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [head, example, ...rest] = parse(res.body, { bom: true }) as string[][];
    expect([head, rest]).toEqual([[...productCsvColumns], []]);
    expect(example).toHaveLength(productCsvColumns.length);
    const check = await send('productImportDryRun', res.body);
    expect(check.json().data).toEqual({
      rows: 1,
      toCreate: 1,
      toUpdate: 0,
      productsToCreate: 1,
      errors: [],
      applied: false,
    });
  });
});
