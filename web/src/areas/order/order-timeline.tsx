import { noteBody, type OrderDetail } from '@shop/contract/areas/order';
import { Button, Flex, Form, Input, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { eventColours } from '../../lib/labels/order-labels';
import { formatDateTime } from '../../lib/time';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import type { Money } from '../../lib/use-money';
import { addNote } from './order-actions.api';
import { eventHeadline, newestFirst } from './order-event-text';
import { showFieldIssues } from './order-field-issues';
import { answeredOrder, useOrderAction } from './use-order-action';

const NO_NOTE = { message: '' };

/** A staff note on the order: for the team only, written to the timeline with who and when. */
function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ message: string }>();
  const note = useOrderAction(
    (message: string) => addNote(orderId, { message }),
    () => {
      feedback.success(t('noteAdded'));
      form.resetFields();
      changes.measure();
    },
    answeredOrder,
  );
  const showIssues = (error: unknown) => showFieldIssues(form, error, ['message']);
  const changes = useFormChanged(form, NO_NOTE);
  // A note being written: closing the order drawer (?order=) under it asks first.
  useUnsavedChanges({
    dirty: changes.changed,
    save: () => validateThenSave(form, ({ message }) => note.mutateAsync(message, { onError: showIssues })),
    anchor: 'order',
  });
  return (
    <Form
      name="order-note"
      form={form}
      initialValues={NO_NOTE}
      onValuesChange={changes.measure}
      onFinish={({ message }) => !note.isPending && note.mutate(message, { onError: showIssues })}
    >
      <Flex gap={8} align="start">
        <Form.Item
          name="message"
          rules={[zodRule(noteBody.shape.message)]}
          style={{ flex: 1, marginBottom: 8 }}
        >
          <Input.TextArea
            aria-label={t('note')}
            placeholder={t('notePlaceholder')}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </Form.Item>
        <Button htmlType="submit" loading={note.isPending}>
          {t('addNote')}
        </Button>
      </Flex>
      <ActionError error={note.error} fields={['message']} />
    </Form>
  );
}

/**
 * What happened to the order, newest first: every event and note, phrased in the console's
 * language from the server's facts, with what staff wrote, who did it and when.
 */
export function OrderTimeline({
  order,
  money,
  canNote,
}: {
  order: OrderDetail;
  money: Money;
  canNote: boolean;
}) {
  const { t, i18n } = useTranslation('order');
  return (
    <Flex vertical gap={12}>
      {canNote ? <NoteForm orderId={order.id} /> : null}
      <Timeline
        items={newestFirst(order.events).map((event) => ({
          key: event.id,
          color: eventColours[event.type],
          content: (
            <Flex vertical data-event={event.type}>
              <Typography.Text strong>{eventHeadline(event, t, money.format)}</Typography.Text>
              {event.message ? (
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{event.message}</Typography.Text>
              ) : null}
              <Typography.Text type="secondary">
                {t('eventBy', {
                  who: event.actorName ?? t('bySystem'),
                  when: formatDateTime(event.createdAt, i18n.language),
                })}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}
