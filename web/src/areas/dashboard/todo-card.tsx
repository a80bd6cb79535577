import { useQuery } from '@tanstack/react-query';
import { Badge, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/number-format';
import { CardError } from './card-error';
import { todoOptions } from './dashboard.queries';
import { todoLinks } from './todo-links';

/** The to-do counts of the areas the caller may see, each a link to its filtered list. */
export function TodoCard() {
  const { t } = useTranslation('dashboard');
  const query = useQuery(todoOptions());
  return (
    <Card title={t('todoTitle')} style={{ height: '100%' }}>
      {query.isError ? (
        <CardError onRetry={() => void query.refetch()} />
      ) : (
        <List
          size="small"
          loading={query.isPending}
          dataSource={query.data?.items}
          locale={{ emptyText: t('todoNone') }}
          renderItem={(item) => (
            <List.Item
              extra={
                <Badge
                  count={formatNumber(item.count)}
                  showZero
                  color={item.count > 0 ? undefined : 'gray'}
                  aria-hidden
                />
              }
            >
              <Link
                to={todoLinks[item.key]()}
                aria-label={t('todoLink', { name: t(`todo.${item.key}`), n: formatNumber(item.count) })}
              >
                {t(`todo.${item.key}`)}
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
