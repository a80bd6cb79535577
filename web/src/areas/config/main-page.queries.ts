import { type MainPage, type MainPageBody, mainPagePaths } from '@shop/contract/areas/main-page';
import { queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of the main-page banner; there is one banner, cached as `detail('admin')`. */
export const mainPageKeys = createQueryKeys('mainPage');

const adminPath = underBase(mainPagePaths.admin);

export async function getMainPage(): Promise<MainPage> {
  return (await request<MainPage>(adminPath)).data;
}

/** Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`. */
export async function saveMainPage(body: MainPageBody): Promise<MainPage> {
  return (await request<MainPage>(adminPath, { method: 'PUT', data: body })).data;
}

/** The banner as edited (not only when live), with its version for the next save. */
export const mainPageOptions = () =>
  queryOptions({ queryKey: mainPageKeys.detail('admin'), queryFn: getMainPage });
