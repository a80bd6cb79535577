import { LinkOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/time';
import type { MainPageFormValues } from './main-page-form-values';
import { bannerStateAt, bannerTags } from './main-page-status';

/** The current time, renewed every half minute so a window opening or closing shows without a reload. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The banner as the form has it right now (saved or not): the image with its title over it,
 * where it links, and whether shoppers would see it.
 */
export function MainPagePreview({ values }: { values: Partial<MainPageFormValues> }) {
  const { t, i18n } = useTranslation('mainPage');
  const shortTime = (date: Date) => formatDateTime(date, i18n.language);
  const { token } = theme.useToken();
  const now = useNow();
  const image = values.image ?? null;
  const title = values.title?.trim() ?? '';
  const link = values.link?.trim() ?? '';
  const startsAt = values.startsAt?.toDate() ?? null;
  const endsAt = values.endsAt?.toDate() ?? null;
  const state = bannerStateAt(
    { enabled: values.enabled ?? false, hasImage: image !== null, startsAt, endsAt },
    now,
  );
  const tag = bannerTags[state];
  const reason = {
    live: endsAt ? t('reasonLiveUntil', { time: shortTime(endsAt) }) : t('reasonLive'),
    scheduled: t('reasonScheduled', { time: startsAt ? shortTime(startsAt) : '' }),
    ended: t('reasonEnded', { time: endsAt ? shortTime(endsAt) : '' }),
    disabled: t('reasonDisabled'),
    noImage: t('reasonNoImage'),
  }[state];

  return (
    <section aria-label={t('previewTitle')}>
      <Card size="small" title={t('previewTitle')} extra={<Tag color={tag.color}>{t(tag.label)}</Tag>}>
        <Flex vertical gap={8}>
          <div
            style={{
              position: 'relative',
              minHeight: 120,
              overflow: 'hidden',
              borderRadius: token.borderRadiusLG,
              background: token.colorFillTertiary,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {image ? (
              <img src={image.url} alt={title || t('image')} style={{ display: 'block', width: '100%' }} />
            ) : (
              <Typography.Text type="secondary">{t('noImage')}</Typography.Text>
            )}
            {title ? (
              // Over the image's foot on a dark band, so it reads on any picture.
              <div
                style={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: `${token.paddingXS}px ${token.padding}px`,
                  background: 'rgba(0, 0, 0, 0.55)',
                  color: '#fff',
                  fontSize: token.fontSizeLG,
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                }}
              >
                {title}
              </div>
            ) : null}
          </div>
          <Typography.Text type={link ? undefined : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
            <LinkOutlined /> {link || t('noLink')}
          </Typography.Text>
          <Typography.Text type="secondary">{reason}</Typography.Text>
        </Flex>
      </Card>
    </section>
  );
}
