import { type ConfigEntry, type ConfigListQuery, configListQuery } from '@shop/contract/areas/config';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/page-links';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { configListOptions } from './config.queries';
import { useConfigColumns } from './config-columns';
import { ConfigFilters } from './config-filters';
import { useDeleteConfig } from './use-delete-config';

/** `/config/list`: every entry, searched, filtered by category, sorted and paged in the URL. */
export function ConfigListPage() {
  const { t } = useTranslation('config');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(configListQuery);
  const query = useQuery(configListOptions(params));
  const remover = useDeleteConfig();
  const columns = useConfigColumns(remover);
  const navigate = useNavigate();
  const filtered = Boolean(params.q || params.category);

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('configList')}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(pagePath('CreateConfig'))}>
          {t('create')}
        </Button>
      </Flex>
      <ListTable<ConfigEntry>
        listId="config"
        columns={columns}
        query={query}
        rowKey="key"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<ConfigListQuery>)}
        toolbar={<ConfigFilters params={params} update={update} />}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
    </Card>
  );
}
