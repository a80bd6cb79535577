import {
  type ImportRowError,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  productCsvColumns,
  productPaths,
} from '@shop/contract/areas/product';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test-support/api-client.js';
import { csvText, postCsv, productApi } from '../../test-support/product-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let token: string;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'editor');
  const api = apiAs(t.app, token);
  products = productApi(api);
  const ceramics = (await api.post(productPaths.categories, { name: 'Ceramics' })).json().data;
  await api.post(productPaths.categories, { name: 'Mugs', parentId: ceramics.id });
  await products.create({
    title: 'Tea cup',
    options: [{ name: 'Colour', values: ['White'] }],
    skus: [{ code: 'CUP-W', optionValues: ['White'], price: 800 }],
  });
});
afterAll(() => t.close());

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

const expectedErrors: ImportRowError[] = [
  { line: 3, column: 'sku_code', message: 'SKU code may use letters, digits, . _ and - only' },
  {
    line: 4,
    column: 'price',
    message: 'Write an amount like 12.50: digits, at most two decimals, not negative',
  },
  { line: 5, column: 'price', message: 'Give the price, like 12.50' },
  {
    line: 6,
    column: 'compare_at_price',
    message: 'Write an amount like 12.50: digits, at most two decimals, not negative',
  },
  { line: 7, column: 'weight_g', message: 'Write a whole number from 0 to 1000000' },
  { line: 8, column: 'sku_status', message: 'Write ACTIVE or INACTIVE (or leave it empty for ACTIVE)' },
  { line: 9, column: 'low_stock_threshold', message: 'Write a whole number from 0 to 1000000' },
  { line: 10, column: 'is_new', message: 'Write true or false (or yes/no, 1/0)' },
  {
    line: 11,
    column: 'status',
    message:
      'An import never puts a product on sale or archives it: write DRAFT or OFF_SALE, or leave it empty',
  },
  { line: 12, column: 'category', message: 'No such category: Ceramics > Nope' },
  { line: 13, column: 'sku_code', message: 'This SKU code is already on line 2' },
  { line: 14, column: 'option1_name', message: 'Tea cup has options Colour, in that order' },
  { line: 15, column: 'option1_name', message: 'Vase has no options' },
  { line: 16, column: 'option2_name', message: 'Fill option1 before option2' },
  { line: 19, column: null, message: 'Another SKU of this product has the same options' },
  { line: 20, column: 'product_title', message: 'Title is required' },
  { line: 21, column: 'option1_value', message: 'Option value cannot contain ; or :' },
];

describe('import dry run', () => {
  it('reports every bad row by line and column, and counts what the good rows would do', async () => {
    const res = await postCsv(t.app, token, productPaths.importDryRun, mixedFile);
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
    const res = await postCsv(t.app, token, productPaths.import, mixedFile);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40000,
      message: `${expectedErrors.length} problems in the file: nothing was imported`,
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
    const res = await postCsv(t.app, token, productPaths.importDryRun, text);
    expect(res.json().data).toMatchObject({
      rows: 2,
      toCreate: 1,
      errors: [{ line: 5, column: 'price' }],
    });
  });
});

describe('files the import cannot use', () => {
  const dryRun = (body: string | Buffer) => postCsv(t.app, token, productPaths.importDryRun, body);
  const fileIssue = async (body: string | Buffer) => {
    const res = await dryRun(body);
    expect([res.statusCode, res.json().data.issues[0].path]).toEqual([400, ['file']]);
    return res.json().message as string;
  };

  it('answers 400 on file for a broken CSV, missing columns, no rows or too many', async () => {
    expect(await fileIssue('product_title,sku_code,price\n"unclosed,A,1\n')).toMatch(
      /^file: The file is not a readable CSV: /,
    );
    expect(await fileIssue('product_title,cost\nMug,1\n')).toBe(
      'file: The header lacks the columns sku_code, price',
    );
    expect(await fileIssue('')).toBe('file: The file is empty');
    expect(await fileIssue('product_title,sku_code,price\n')).toBe('file: The file has a header but no rows');
    expect(await fileIssue('sku_code,price,price,product_title\nA,1,1,B\n')).toBe(
      'file: The header has the column price twice',
    );
    const many = `product_title,sku_code,price\n${'Mug,A,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(await fileIssue(many)).toBe(
      `file: A file may have at most ${MAX_IMPORT_ROWS} rows; this one has ${MAX_IMPORT_ROWS + 1}`,
    );
    const import400 = await postCsv(t.app, token, productPaths.import, 'x,y\n1,2\n');
    expect(import400.json().data).toEqual({
      location: 'body',
      issues: [
        {
          path: ['file'],
          message: 'The header lacks the columns product_title, sku_code, price',
          code: 'custom',
        },
      ],
    });
  });

  it('answers 413 for a file over the limit and 415 for a body that is not multipart', async () => {
    const big = await dryRun(Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'));
    expect([big.statusCode, big.json().code]).toEqual([413, 41300]);
    const json = await t.app.inject({
      method: 'POST',
      url: productPaths.importDryRun,
      headers: { 'x-token': token },
      payload: { file: 'x' },
    });
    expect([json.statusCode, json.json().code]).toEqual([415, 41500]);
  });
});

describe('import template', () => {
  it('is the header and one example row that a dry run accepts', async () => {
    const res = await t.app.inject({ url: productPaths.importTemplate, headers: { 'x-token': token } });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [head, example, ...rest] = parse(res.body, { bom: true }) as string[][];
    expect([head, rest]).toEqual([[...productCsvColumns], []]);
    expect(example).toHaveLength(productCsvColumns.length);
    const check = await postCsv(t.app, token, productPaths.importDryRun, res.body);
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
