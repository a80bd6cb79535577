import type { MainPageBody } from '@shop/contract/areas/main-page';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { mainPageKeys } from '../../lib/resource-keys';

/** Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`. */
export const saveMainPage = (body: MainPageBody) => call('saveMainPage', { body });

/** The banner as edited (not only when live), with its version for the next save. */
export const mainPageOptions = () =>
  queryOptions({ queryKey: mainPageKeys.detail('admin'), queryFn: () => call('getMainPage') });
